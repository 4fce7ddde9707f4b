import { PageHeader } from '#web/components/page-header.tsx';

export default function TechnicianSignupScreen() {
  return <PageHeader title="Technician Signup" />;
}
