import { Button } from '#web/components/ui/button.tsx';
import { errorText } from '#web/lib/api-client.ts';

/** When the dashboard numbers cannot be loaded: say so, and offer to try again. */
export function StatsError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-destructive/40 p-4 text-sm"
    >
      <p>Failed to load dashboard statistics: {errorText(error, 'please try again.')}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
