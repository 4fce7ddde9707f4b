import { SparklesIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import type { TicketTriage } from '#contract/schemas/ticket-triage.ts';
import { formatNumber } from '#web/lib/locale-format.ts';

import { PriorityBadge } from './priority-badge.tsx';

/**
 * Decision 027: the AI triage the server ran when the ticket was reported, shown to admins and the
 * assignee (the server answers null to others). Worded as a suggestion: the ticket's own category
 * and priority are what people chose.
 */
export function TicketAiTriage({ triage }: { triage: TicketTriage | null }) {
  const { t } = useTranslation('tickets');
  if (!triage) return null;
  const percent = formatNumber(triage.confidence, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <section className="grid gap-3" aria-label={t('triage.title')}>
      <h3 className="flex items-center gap-2 text-sm font-semibold">
        <SparklesIcon className="size-4 text-info" aria-hidden="true" />
        {t('triage.title')}
      </h3>
      <p className="text-sm text-muted-foreground">{t('triage.note')}</p>
      <dl className="grid gap-2 text-sm sm:grid-cols-3">
        <div className="grid gap-1">
          <dt className="text-muted-foreground">{t('triage.category')}</dt>
          <dd className="font-medium">{triage.suggestedCategory}</dd>
        </div>
        <div className="grid gap-1">
          <dt className="text-muted-foreground">{t('triage.priority')}</dt>
          <dd>
            <PriorityBadge priority={triage.suggestedPriority} />
          </dd>
        </div>
        <div className="grid gap-1">
          <dt className="text-muted-foreground">{t('triage.confidence')}</dt>
          <dd className="font-medium">{percent}</dd>
        </div>
      </dl>
      {triage.troubleshootingSteps.length > 0 ? (
        <div className="grid gap-1 text-sm">
          <p className="text-muted-foreground">{t('triage.steps')}</p>
          <ol className="grid list-decimal gap-1.5 pl-5">
            {triage.troubleshootingSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      ) : null}
    </section>
  );
}
