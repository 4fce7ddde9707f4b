import { PageHeader } from '#web/components/page-header.tsx';

export default function CalendarScreen() {
  return <PageHeader title="Calendar" />;
}
