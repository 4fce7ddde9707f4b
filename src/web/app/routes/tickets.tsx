import { PageHeader } from '#web/components/page-header.tsx';
import { useSignedInUser } from '#web/lib/current-user.ts';

export default function TicketsScreen() {
  const user = useSignedInUser();
  return <PageHeader title={user.role === 'admin' ? 'All Tickets' : 'My Tickets'} />;
}
