import { ChevronDownIcon, ChevronUpIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { Button } from '#web/components/ui/button.tsx';
import type { ButtonProps } from '#web/components/ui/button.tsx';

/**
 * The button under a list shown in part (the top insights, an insight's newest tickets): it says
 * what pressing does, and `aria-expanded` / `aria-controls` tell a screen reader which list it opens.
 */
export function FoldToggle({
  isOpen,
  onToggle,
  controls,
  variant = 'outline',
  className,
  children,
}: {
  isOpen: boolean;
  onToggle: () => void;
  /** The id of the list the button opens and folds. */
  controls: string;
  variant?: ButtonProps['variant'];
  className?: string;
  /** The label: what pressing does now. */
  children: ReactNode;
}) {
  return (
    <Button
      variant={variant}
      size="sm"
      className={className}
      aria-expanded={isOpen}
      aria-controls={controls}
      onClick={onToggle}
    >
      {isOpen ? <ChevronUpIcon aria-hidden="true" /> : <ChevronDownIcon aria-hidden="true" />}
      {children}
    </Button>
  );
}
