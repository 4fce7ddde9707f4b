import { PageHeader } from '#web/components/page-header.tsx';

export default function CreateTicketScreen() {
  return <PageHeader title="Create Maintenance Ticket" />;
}
