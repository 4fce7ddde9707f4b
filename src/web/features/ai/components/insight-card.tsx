import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { Insight } from '#contract/schemas/ai.ts';
import { TicketNumberLinks } from '#web/components/ticket-number-links.tsx';
import { ticketNumberPath } from '#web/lib/ticket-links.ts';

import { urgencyWords } from '../lib/ai-display.ts';
import { FoldToggle } from './fold-toggle.tsx';
import { UrgencyBadge } from './urgency-badge.tsx';

/**
 * The newest tickets an insight lists before the rest are asked for: a unit repaired 189 times in 90
 * days drew 189 links, a wall of numbers on a phone and most of the dashboard's blocking time on the
 * bench's chain (decision 042, cut 66).
 */
const INSIGHT_TICKETS_SHOWN = 10;

/** Product rules §2: the issue, an urgency badge, a Solution and a Prevention bullet list. */
export function InsightCard({ insight }: { insight: Insight }) {
  const { t } = useTranslation('ai');
  const [isShowingAllTickets, setIsShowingAllTickets] = useState(false);
  const ticketListId = useId();
  const hidden = insight.ticketNumbers.length - INSIGHT_TICKETS_SHOWN;
  // Ascending numbers: the newest are last.
  const shownTickets =
    hidden > 0 && !isShowingAllTickets
      ? insight.ticketNumbers.slice(-INSIGHT_TICKETS_SHOWN)
      : insight.ticketNumbers;
  return (
    <article className="grid gap-3 rounded-lg border p-4" data-testid="insight-card">
      <div className="grid gap-2">
        <h3 className="text-sm leading-snug font-medium">
          <TicketNumberLinks text={insight.issue} ticketNumbers={insight.ticketNumbers} />
        </h3>
        {/* Issue 36: the level in words beside its badge ('Level 9', 'Act now'), under the issue so
            the issue keeps the card's width on a phone. */}
        <div className="flex flex-wrap items-center gap-2">
          <UrgencyBadge level={insight.urgencyLevel} />
          <span className="text-xs text-muted-foreground" data-testid="urgency-words">
            {t(`urgency.${urgencyWords(insight.urgencyLevel)}`)}
          </span>
        </div>
      </div>
      <div className="grid gap-1 text-sm">
        <h4 className="font-medium">{t('insights.solution')}</h4>
        <p className="text-muted-foreground">
          <TicketNumberLinks text={insight.solution} ticketNumbers={insight.ticketNumbers} />
        </p>
      </div>
      {insight.ticketNumbers.length > 0 ? (
        // The tickets the insight is about, each a link into the board (decision 026).
        <p id={ticketListId} className="flex flex-wrap items-center gap-x-2 text-sm">
          <span className="text-muted-foreground">{t('insights.tickets')}</span>
          {shownTickets.map((ticketNumber) => (
            <Link
              key={ticketNumber}
              to={ticketNumberPath(ticketNumber)}
              // At least 24 px square (WCAG 2.5.8 target size, Lighthouse's accessibility audit).
              className="inline-flex min-h-6 min-w-6 items-center font-medium underline underline-offset-2 hover:no-underline"
            >
              #{ticketNumber}
            </Link>
          ))}
          {hidden > 0 ? (
            <FoldToggle
              isOpen={isShowingAllTickets}
              onToggle={() => {
                setIsShowingAllTickets((showing) => !showing);
              }}
              controls={ticketListId}
              variant="link"
              className="h-auto min-h-6 px-0"
            >
              {isShowingAllTickets
                ? t('insights.showNewestTickets', { count: INSIGHT_TICKETS_SHOWN })
                : t('insights.showAllTickets', { count: insight.ticketNumbers.length })}
            </FoldToggle>
          ) : null}
        </p>
      ) : null}
      {insight.preventiveMeasures.length > 0 ? (
        <div className="grid gap-1 text-sm">
          <h4 className="font-medium">{t('insights.prevention')}</h4>
          <ul className="grid list-disc gap-1 pl-5 text-muted-foreground">
            {insight.preventiveMeasures.map((measure) => (
              <li key={measure}>{measure}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </article>
  );
}
