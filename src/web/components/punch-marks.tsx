import { TriangleAlertIcon, WifiOffIcon } from 'lucide-react';

import type { PunchFlag } from '#contract/schemas/offline-sync.ts';
import { PUNCH_FLAG_TEXT } from '#contract/schemas/offline-sync.ts';
import { Badge } from '#web/components/ui/badge.tsx';

// Decision 036 §5: a session with a punch tapped offline reads 'Offline'; one whose tap
// time the server did not use shows why, in full (a tooltip cannot be read on a phone). Shared by
// the time logs, the time report and timesheets.

const OFFLINE_BADGE_TEXT = 'Offline';
const OFFLINE_TITLE = 'Punched without signal and synced later';

export function PunchMarks({
  offline,
  punchFlag,
}: {
  offline: boolean;
  punchFlag: PunchFlag | null;
}) {
  if (!offline && punchFlag === null) return null;
  return (
    <>
      {offline ? (
        <Badge variant="outline" title={OFFLINE_TITLE} data-testid="punch-offline">
          <WifiOffIcon aria-hidden="true" />
          {OFFLINE_BADGE_TEXT}
        </Badge>
      ) : null}
      {punchFlag === null ? null : (
        <Badge
          variant="outline"
          // Wraps on a narrow screen: the reason is read, not hovered.
          className="h-auto justify-start border-amber-500/50 text-left whitespace-normal text-amber-800 dark:text-amber-300"
          title={PUNCH_FLAG_TEXT[punchFlag]}
          data-testid="punch-flag"
        >
          <TriangleAlertIcon aria-hidden="true" />
          {PUNCH_FLAG_TEXT[punchFlag]}
        </Badge>
      )}
    </>
  );
}
