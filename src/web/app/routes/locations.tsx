import { PageHeader } from '#web/components/page-header.tsx';

export default function LocationsScreen() {
  return <PageHeader title="Locations" />;
}
