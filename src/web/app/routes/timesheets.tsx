import { TimesheetsScreen } from '#web/features/timesheets/components/timesheets-screen.tsx';
import { useSignedInUser } from '#web/lib/current-user.ts';

// Decision 035: admins and managers reach it from the menu; technicians from the time clock.
export default function TimesheetsRoute() {
  const user = useSignedInUser();
  return <TimesheetsScreen key={user.id} userRole={user.role} />;
}
