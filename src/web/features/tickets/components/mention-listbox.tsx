import { useTranslation } from 'react-i18next';

import type { MentionableUser } from '#contract/schemas/comment.ts';
import { cn } from '#web/lib/utils.ts';

interface MentionListboxProps {
  id: string;
  options: MentionableUser[];
  activeIndex: number;
  onPick: (person: MentionableUser) => void;
}

export function mentionOptionId(listboxId: string, index: number): string {
  return `${listboxId}-option-${String(index)}`;
}

/** The @-autocomplete's choices; the textarea keeps focus and points at the active one. */
export function MentionListbox({ id, options, activeIndex, onPick }: MentionListboxProps) {
  const { t } = useTranslation('tickets');
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={t('comments.people')}
      className="absolute top-full left-0 z-50 mt-1 max-h-60 w-full max-w-xs overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
    >
      {options.map((person, index) => (
        // The keyboard works through the textarea (aria-activedescendant), not the options.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events
        <li
          key={person.id}
          id={mentionOptionId(id, index)}
          role="option"
          aria-selected={index === activeIndex}
          className={cn(
            'flex cursor-pointer items-baseline gap-2 rounded-sm px-2 py-1.5 text-sm',
            index === activeIndex && 'bg-accent text-accent-foreground',
          )}
          // Keep the textarea focused (and its caret) while a choice is clicked.
          onMouseDown={(event) => {
            event.preventDefault();
          }}
          onClick={() => {
            onPick(person);
          }}
        >
          <span className="truncate font-medium">{person.name}</span>
          <span className="truncate text-xs text-muted-foreground">@{person.username}</span>
        </li>
      ))}
    </ul>
  );
}
