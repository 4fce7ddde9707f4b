import { useMutation } from '@tanstack/react-query';

import type { ChatAnswer, ChatInput } from '#contract/schemas/ai.ts';
import { apiRequest } from '#web/lib/api-request.ts';

/** Product rules §7: POST /api/ai/chat {question, context?} → {answer}. */
function sendChatMessage(input: ChatInput): Promise<ChatAnswer> {
  return apiRequest('POST /api/ai/chat', { body: input });
}

export function useSendChatMessage() {
  return useMutation({ mutationFn: sendChatMessage });
}
