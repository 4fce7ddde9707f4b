import { CheckIcon, PlusIcon } from 'lucide-react';

import { TECHNICIAN_CERTIFICATIONS } from '#contract/constants.ts';
import type { TechnicianCertification } from '#contract/constants.ts';
import { useCertificationName } from '#web/lib/i18n/certification-name.ts';
import { cn } from '#web/lib/utils.ts';

interface CertificationChipsProps {
  labelId: string;
  selected: TechnicianCertification[];
  onChange: (next: TechnicianCertification[]) => void;
  disabled?: boolean;
}

/**
 * Product rules §5: certifications chosen from the eight of product rules §9, without duplicates; clicking a
 * chosen chip removes it.
 */
export function CertificationChips({
  labelId,
  selected,
  onChange,
  disabled,
}: CertificationChipsProps) {
  const certificationName = useCertificationName();
  function toggle(certification: TechnicianCertification) {
    onChange(
      selected.includes(certification)
        ? selected.filter((chosen) => chosen !== certification)
        : [...selected, certification],
    );
  }

  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-wrap gap-2">
      {TECHNICIAN_CERTIFICATIONS.map((certification) => {
        const isChosen = selected.includes(certification);
        return (
          <button
            key={certification}
            type="button"
            aria-pressed={isChosen}
            disabled={disabled}
            onClick={() => {
              toggle(certification);
            }}
            className={cn(
              'inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50 max-sm:h-11',
              isChosen
                ? 'border-primary bg-primary text-primary-foreground hover:bg-primary/90'
                : 'bg-background hover:bg-accent hover:text-accent-foreground',
            )}
          >
            {isChosen ? (
              <CheckIcon className="size-3.5" aria-hidden="true" />
            ) : (
              <PlusIcon className="size-3.5" aria-hidden="true" />
            )}
            {certificationName(certification)}
          </button>
        );
      })}
    </div>
  );
}
