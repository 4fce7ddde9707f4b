import { BotIcon, UserIcon } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import type { ChatTicketRef } from '#contract/schemas/ai.ts';

import { TicketNumberLinks } from '#web/components/ticket-number-links.tsx';
import { cn } from '#web/lib/utils.ts';
import { formatTime } from '#web/lib/date-format.ts';

/** Product rules §3 chat message (local only), plus whether it reports a failure. */
export interface ChatMessage {
  id: string;
  type: 'user' | 'ai';
  content: string;
  timestamp: string;
  isError?: boolean;
  /** Architecture §7: the tickets the answer names, so '#1042' opens that ticket. */
  tickets?: ChatTicketRef[];
}

/** A message read back from the session's storage. */
export function isChatMessage(value: unknown): value is ChatMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  return (
    typeof message.id === 'string' &&
    (message.type === 'user' || message.type === 'ai') &&
    typeof message.content === 'string' &&
    typeof message.timestamp === 'string' &&
    (message.tickets === undefined || Array.isArray(message.tickets))
  );
}

export function ChatMessageBubble({ message }: { message: ChatMessage }) {
  const { t } = useTranslation('ai');
  const isUser = message.type === 'user';
  const Icon = isUser ? UserIcon : BotIcon;
  // Answers from before architecture §7 carry no refs: their numbers open the board's search.
  const ticketIds = useMemo(
    () =>
      message.tickets ? new Map(message.tickets.map((ref) => [ref.number, ref.id])) : undefined,
    [message.tickets],
  );
  return (
    <div
      className={cn(
        'flex max-w-full items-end gap-2',
        isUser ? 'flex-row-reverse self-end' : 'self-start',
      )}
      data-testid={isUser ? 'user-message' : 'ai-message'}
      role={message.isError ? 'alert' : undefined}
    >
      <span
        className={cn(
          'flex size-7 shrink-0 items-center justify-center rounded-full',
          isUser ? 'bg-primary text-primary-foreground' : 'bg-info/15 text-info',
        )}
        aria-hidden="true"
      >
        <Icon className="size-4" />
      </span>
      <div
        className={cn(
          'grid max-w-[85%] gap-1 rounded-2xl px-3 py-2 text-sm sm:max-w-[75%]',
          isUser
            ? 'rounded-br-sm bg-primary text-primary-foreground'
            : 'rounded-bl-sm border bg-card',
          message.isError && 'border-destructive/50 text-destructive',
        )}
      >
        <span className="sr-only">{isUser ? t('chat.youSaid') : t('chat.assistantSaid')}</span>
        <p className="break-words whitespace-pre-wrap">
          {/* The assistant's ticket numbers open the board at that ticket (decision 026). */}
          {isUser ? (
            message.content
          ) : (
            <TicketNumberLinks text={message.content} ticketIds={ticketIds} />
          )}
        </p>
        <time
          dateTime={message.timestamp}
          className={cn(
            'text-[11px]',
            isUser ? 'text-primary-foreground/70' : 'text-muted-foreground',
          )}
        >
          {formatTime(message.timestamp)}
        </time>
      </div>
    </div>
  );
}
