import { PageHeader } from '#web/components/page-header.tsx';

export default function AiChatScreen() {
  return <PageHeader title="AI Assistant" />;
}
