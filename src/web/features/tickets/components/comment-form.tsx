import { zodResolver } from '@hookform/resolvers/zod';
import { SendIcon } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useController, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';

import { COMMENT_MAX_LENGTH, CreateCommentSchema } from '#contract/schemas/comment.ts';
import type { MentionableUser } from '#contract/schemas/comment.ts';
import { fieldAria } from '#web/components/form/field-aria.ts';
import { FormError } from '#web/components/form/form-error.tsx';
import { FormField } from '#web/components/form/form-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';

import { useCreateComment, useMentionableUsers } from '../api/ticket-comments.ts';
import { filterMentionable, insertMention, mentionQueryAt } from '../lib/comment-mentions.ts';
import type { MentionQuery } from '../lib/comment-mentions.ts';
import { MentionListbox, mentionOptionId } from './mention-listbox.tsx';

/** The counter shows once this few characters are left. */
const COUNTER_FROM = 200;

function sameQuery(a: MentionQuery | null, b: MentionQuery | null): boolean {
  return a?.start === b?.start && a?.query === b?.query;
}

/**
 * The comment box (decision 032): `@` and letters offer the people who can see the ticket (arrows
 * move, Enter or Tab picks, Escape closes), Ctrl/Cmd+Enter sends, the server's refusal shows
 * above the box.
 */
export function CommentForm({ ticketId }: { ticketId: string }) {
  const { t } = useTranslation('tickets');
  const id = useId();
  const fieldId = `${id}-comment`;
  const hintId = `${id}-hint`;
  const listboxId = `${id}-mentions`;
  const create = useCreateComment(ticketId);
  const form = useForm<
    z.input<typeof CreateCommentSchema>,
    unknown,
    z.output<typeof CreateCommentSchema>
  >({ resolver: zodResolver(CreateCommentSchema), defaultValues: { body: '' } });
  const { field, fieldState } = useController({ control: form.control, name: 'body' });
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const pendingCaret = useRef<number | null>(null);
  const [mention, setMention] = useState<MentionQuery | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  const mentionable = useMentionableUsers(ticketId, mention !== null);
  const options =
    mention && mentionable.data ? filterMentionable(mentionable.data, mention.query) : [];
  const isOpen = options.length > 0;
  const active = Math.min(activeIndex, Math.max(options.length - 1, 0));
  const value = field.value;
  const left = COMMENT_MAX_LENGTH - value.length;

  // After a pick, the caret goes after the inserted `@username `.
  useLayoutEffect(() => {
    if (pendingCaret.current === null || !textarea.current) return;
    textarea.current.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  }, [value]);

  // Escape closes the list, not the ticket dialog: the dialog listens on the document while
  // capturing, so the list's Escape is taken earlier, on the window.
  useEffect(() => {
    if (!isOpen) return;
    function onKeyDown(event: globalThis.KeyboardEvent) {
      if (event.key !== 'Escape' || event.target !== textarea.current) return;
      event.stopPropagation();
      event.preventDefault();
      setMention(null);
    }
    window.addEventListener('keydown', onKeyDown, true);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
    };
  }, [isOpen]);

  function followCaret(element: HTMLTextAreaElement) {
    const next = mentionQueryAt(element.value, element.selectionStart);
    if (sameQuery(next, mention)) return;
    setMention(next);
    setActiveIndex(0);
  }

  function pick(person: MentionableUser) {
    if (!mention) return;
    const next = insertMention(value, mention, person.username);
    pendingCaret.current = next.caret;
    field.onChange(next.value);
    setMention(null);
  }

  const send = form.handleSubmit(async ({ body }) => {
    try {
      await create.mutateAsync(body);
      form.reset({ body: '' });
      setMention(null);
    } catch {
      // Shown above the box from the mutation's error.
    }
  });

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void send();
      return;
    }
    if (!isOpen) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((active + step + options.length) % options.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      const person = options[active];
      if (!person) return;
      event.preventDefault();
      pick(person);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setMention(null);
    }
  }

  return (
    <form
      className="grid gap-2"
      noValidate
      aria-label={t('comments.add')}
      onSubmit={(event) => {
        void send(event);
      }}
    >
      <FormError error={create.error} fallback={t('comments.sendFailed')} />
      <FormField
        id={fieldId}
        label={t('comments.comment')}
        error={fieldState.error?.message}
        hint={{ id: hintId, text: t('comments.hint') }}
      >
        <div className="relative">
          <Textarea
            id={fieldId}
            name={field.name}
            ref={(element) => {
              field.ref(element);
              textarea.current = element;
            }}
            value={value}
            rows={3}
            placeholder={t('comments.placeholder')}
            maxLength={COMMENT_MAX_LENGTH}
            disabled={create.isPending}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={isOpen}
            aria-controls={isOpen ? listboxId : undefined}
            aria-activedescendant={isOpen ? mentionOptionId(listboxId, active) : undefined}
            {...fieldAria(fieldId, fieldState.error?.message, hintId)}
            onChange={(event) => {
              field.onChange(event.target.value);
              if (create.isError) create.reset();
              followCaret(event.target);
            }}
            onSelect={(event) => {
              followCaret(event.currentTarget);
            }}
            onBlur={() => {
              field.onBlur();
              setMention(null);
            }}
            onKeyDown={onKeyDown}
          />
          {isOpen ? (
            <MentionListbox id={listboxId} options={options} activeIndex={active} onPick={pick} />
          ) : null}
        </div>
      </FormField>
      <div className="flex items-center justify-end gap-3">
        {left <= COUNTER_FROM ? (
          <p
            className={left <= 0 ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'}
            aria-live="polite"
          >
            {t('comments.charactersLeft', { count: left })}
          </p>
        ) : null}
        <Button type="submit" size="sm" disabled={create.isPending}>
          <SendIcon aria-hidden="true" />
          {create.isPending ? t('comments.sending') : t('comments.send')}
        </Button>
      </div>
    </form>
  );
}
