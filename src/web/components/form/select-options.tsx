import { SelectContent, SelectItem } from '#web/components/ui/select.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

/** The choices of an app select, one item per option (form fields and action menus alike). */
export function SelectOptions({ options }: { options: readonly SelectOption[] }) {
  return (
    <SelectContent>
      {options.map((option) => (
        <SelectItem key={option.value} value={option.value}>
          {option.label}
        </SelectItem>
      ))}
    </SelectContent>
  );
}
