import { PageHeader } from '#web/components/page-header.tsx';

export default function TimeClockScreen() {
  return <PageHeader title="Employee Time Clock" />;
}
