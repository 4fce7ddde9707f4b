import { PageHeader } from '#web/components/page-header.tsx';

export default function CategoriesScreen() {
  return <PageHeader title="Equipment Categories" />;
}
