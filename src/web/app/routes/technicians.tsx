import { PageHeader } from '#web/components/page-header.tsx';

export default function TechniciansScreen() {
  return <PageHeader title="Users" />;
}
