import { useState } from 'react';

import { PageHeader } from '#web/components/page-header.tsx';
import { useSignedInUser } from '#web/lib/current-user.ts';
import { greetingFor, ROLE_SUBTITLES } from '#web/lib/greeting.ts';

export default function DashboardScreen() {
  const user = useSignedInUser();
  const [now] = useState(() => new Date());
  return (
    <PageHeader
      title={`${greetingFor(now)}, ${user.username}`}
      description={ROLE_SUBTITLES[user.role]}
    />
  );
}
