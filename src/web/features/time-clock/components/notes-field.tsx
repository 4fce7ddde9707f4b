import { TIME_SESSION_NOTES_MAX } from '#contract/schemas/time-session.ts';
import { Label } from '#web/components/ui/label.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';

export interface NotesFieldProps {
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}

/** Optional notes sent with Clock In or Clock Out (at most 1,000 characters, as the server checks). */
export function NotesField({ value, onChange, disabled }: NotesFieldProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor="time-clock-notes">Notes (optional)</Label>
      <Textarea
        id="time-clock-notes"
        value={value}
        maxLength={TIME_SESSION_NOTES_MAX}
        rows={2}
        placeholder="What are you working on?"
        disabled={disabled}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
    </div>
  );
}
