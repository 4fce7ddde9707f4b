import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircleIcon, SendIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { UserRole } from '#contract/constants.ts';
import { ChatInputSchema } from '#contract/schemas/ai.ts';
import { fieldAria } from '#web/components/form/field-aria.ts';
import { FormField } from '#web/components/form/form-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { loadChatHistory, saveChatHistory } from '#web/lib/chat-history.ts';
import { maxLengthOf } from '#web/lib/max-length.ts';
import { notifyError } from '#web/lib/notify.ts';
import { AppForm } from '#web/components/form/app-form.tsx';
import type ai from '#web/lib/i18n/locales/en/ai.json';

import { useSendChatMessage } from '../api/send-chat-message.ts';
import { ChatMessageBubble, isChatMessage } from './chat-message-bubble.tsx';
import type { ChatMessage } from './chat-message-bubble.tsx';

type Example = keyof typeof ai.chat.example;

/**
 * Questions each role can get an answer to (architecture §7: never an example the chat refuses),
 * asked in the language shown (the chat answers in the language of the question, decision 044).
 */
const EXAMPLES: Record<UserRole | 'default', Example[]> = {
  admin: ['urgentOpen', 'bestForWalkIn', 'overduePm', 'overtime', 'walkInWarm'],
  manager: ['urgentOpen', 'myTickets', 'iceMachine', 'overduePm', 'walkInWarm'],
  technician: ['myTickets', 'scheduleToday', 'hoursThisWeek', 'walkInWarm'],
  default: ['urgentOpen', 'myTickets', 'scheduleToday', 'hoursThisWeek', 'walkInWarm'],
};

/** The chat form holds the question; the context is the API's, and the chat sends none. */
const ChatFormSchema = ChatInputSchema.pick({ question: true });
const QUESTION_MAX_LENGTH = maxLengthOf(ChatFormSchema.shape.question);

/**
 * The greeting's id: it is said in the language shown at each render, so a conversation kept from
 * before a language change (Settings) does not greet in the old one.
 */
const GREETING_ID = 'greeting';

function newId(): string {
  return crypto.randomUUID();
}

/**
 * Product rules §2 AI chat: message history (400–600 px high), a 500-character input with a counter,
 * local-only messages. A blank message is not sent, and nothing is sent while a reply is pending.
 */
export function AiChat({
  userName,
  userId,
  userRole,
}: {
  userName: string;
  userId?: string;
  userRole?: UserRole;
}) {
  const { t } = useTranslation('ai');
  const inputId = useId();
  const counterId = useId();
  const send = useSendChatMessage();
  const { control, handleSubmit, reset } = useForm<{ question: string }>({
    resolver: zodResolver(ChatFormSchema),
    defaultValues: { question: '' },
  });
  const {
    field: { value: draft, name, ref, onChange, onBlur },
    fieldState,
  } = useController({ control, name: 'question' });
  const questionError = fieldState.error?.message;
  // Architecture §7: the conversation of this browser session, when there is one.
  const [messages, setMessages] = useState<ChatMessage[]>(
    () =>
      (userId ? loadChatHistory(userId, isChatMessage) : null) ?? [
        {
          id: GREETING_ID,
          type: 'ai',
          content: t('chat.hello', { name: userName }),
          timestamp: new Date().toISOString(),
        },
      ],
  );
  useEffect(() => {
    if (userId) saveChatHistory(userId, messages);
  }, [userId, messages]);
  const examples = EXAMPLES[userRole ?? 'default'].map((key) => t(`chat.example.${key}`));
  const historyRef = useRef<HTMLDivElement>(null);
  const isBlank = draft.trim() === '';

  useEffect(() => {
    const history = historyRef.current;
    if (history) history.scrollTop = history.scrollHeight;
  }, [messages, send.isPending]);

  function submit(question: string) {
    const text = question.trim();
    // Product rules §5: a blank message is not sent; nothing is sent while a reply is pending.
    if (text === '' || send.isPending) return;
    const asked: ChatMessage = {
      id: newId(),
      type: 'user',
      content: text,
      timestamp: new Date().toISOString(),
    };
    setMessages((current) => [...current, asked]);
    reset({ question: '' });
    send.mutate(
      { question: text, context: null },
      {
        onSuccess: (reply) => {
          setMessages((current) => [
            ...current,
            {
              id: newId(),
              type: 'ai',
              content: reply.answer,
              timestamp: new Date().toISOString(),
              tickets: reply.tickets,
            },
          ]);
        },
        onError: (error) => {
          notifyError(t('chat.errorTitle'), errorText(error, t('chat.errorFallback')));
          setMessages((current) => [
            ...current,
            {
              id: newId(),
              type: 'ai',
              content: t('chat.sendFailed'),
              timestamp: new Date().toISOString(),
              isError: true,
            },
          ]);
        },
      },
    );
  }

  // The schema refuses a blank question with its message under the field.
  const onSubmit = handleSubmit(({ question }) => {
    submit(question);
  });

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends; Shift+Enter starts a new line.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void onSubmit();
    }
  }

  return (
    <Card role="region" className="gap-4" aria-labelledby="ai-chat-title">
      <CardHeader>
        <h2 id="ai-chat-title" className="leading-none font-semibold">
          {t('chat.title')}
        </h2>
        <CardDescription>{t('chat.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div
          ref={historyRef}
          role="log"
          aria-label={t('chat.messages')}
          aria-live="polite"
          className="flex h-[60vh] max-h-[600px] min-h-[400px] flex-col gap-3 overflow-y-auto rounded-lg border bg-muted/30 p-3 sm:p-4"
          data-testid="chat-history"
        >
          {messages.map((message) => (
            <ChatMessageBubble
              key={message.id}
              message={
                message.id === GREETING_ID
                  ? { ...message, content: t('chat.hello', { name: userName }) }
                  : message
              }
            />
          ))}
          {send.isPending ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
              <LoaderCircleIcon className="size-4 animate-spin" aria-hidden="true" />
              {t('chat.thinking')}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2" aria-label={t('chat.examples')} role="group">
          {examples.map((example) => (
            <Button
              key={example}
              variant="outline"
              size="sm"
              className="h-auto max-w-full py-1.5 text-left whitespace-normal"
              disabled={send.isPending}
              onClick={() => {
                submit(example);
              }}
            >
              {example}
            </Button>
          ))}
        </div>
        <AppForm className="grid gap-2" onSubmit={onSubmit}>
          <FormField id={inputId} label={t('chat.question')} error={questionError}>
            <div className="flex items-end gap-2">
              <Textarea
                id={inputId}
                name={name}
                ref={ref}
                value={draft}
                maxLength={QUESTION_MAX_LENGTH}
                rows={2}
                placeholder={t('chat.placeholder')}
                className="min-h-16 resize-none"
                {...fieldAria(inputId, questionError, counterId)}
                onChange={onChange}
                onBlur={onBlur}
                onKeyDown={onKeyDown}
              />
              <Button
                type="submit"
                size="icon"
                className="size-10 shrink-0"
                disabled={isBlank || send.isPending}
                aria-label={t('chat.send')}
              >
                {send.isPending ? (
                  <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
                ) : (
                  <SendIcon aria-hidden="true" />
                )}
              </Button>
            </div>
          </FormField>
          <p
            id={counterId}
            className="text-right text-xs text-muted-foreground tabular-nums"
            data-testid="chat-counter"
          >
            {draft.length}/{QUESTION_MAX_LENGTH}
          </p>
        </AppForm>
      </CardContent>
    </Card>
  );
}
