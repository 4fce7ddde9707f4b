import { PageHeader } from '#web/components/page-header.tsx';
import { AiChat } from '#web/features/ai/components/ai-chat.tsx';
import { useSignedInUser } from '#web/lib/current-user.ts';

export default function AiChatScreen() {
  const user = useSignedInUser();
  return (
    <>
      <PageHeader
        title="AI Assistant"
        description="Ask about your tickets, hours or how to troubleshoot equipment."
      />
      <div className="max-w-4xl">
        <AiChat userName={user.name ?? user.username} userId={user.id} userRole={user.role} />
      </div>
    </>
  );
}
