import { useTranslation } from 'react-i18next';

import { PageHeader } from '#web/components/page-header.tsx';
import { AiChat } from '#web/features/ai/components/ai-chat.tsx';
import { useSignedInUser } from '#web/lib/current-user.ts';

export default function AiChatScreen() {
  const { t } = useTranslation('ai');
  const user = useSignedInUser();
  return (
    <>
      <PageHeader title={t('screen.title')} description={t('screen.description')} />
      <div className="max-w-4xl">
        <AiChat userName={user.name ?? user.username} userId={user.id} userRole={user.role} />
      </div>
    </>
  );
}
