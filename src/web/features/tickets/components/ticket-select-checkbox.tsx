import { Checkbox } from '#web/components/ui/checkbox.tsx';

interface TicketSelectCheckboxProps {
  label: string;
  checked: boolean | 'indeterminate';
  onCheckedChange: (checked: boolean) => void;
}

/** A selection checkbox whose tap area is 44 px on a phone, though the box itself is small. */
export function TicketSelectCheckbox({
  label,
  checked,
  onCheckedChange,
}: TicketSelectCheckboxProps) {
  return (
    <span className="-m-3 flex size-11 items-center justify-center md:-m-2 md:size-8">
      <Checkbox
        aria-label={label}
        checked={checked}
        className="relative size-5 after:absolute after:-inset-3"
        onCheckedChange={(next) => {
          onCheckedChange(next === true);
        }}
      />
    </span>
  );
}
