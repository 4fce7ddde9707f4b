import type { ReactNode } from 'react';

import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { errorText } from '#web/lib/api-client.ts';

interface QueryListStatesProps<T> {
  query: { isPending: boolean; isError: boolean; error: unknown; data: T[] | undefined };
  /**
   * The list's messages, in the language shown: 'Loading comments', 'Failed to load the comments'
   * (unless the server says better) and 'No comments yet'.
   */
  messages: { loading: string; failed: string; empty: string };
  /** The classes of the skeleton lines shown while it loads. */
  skeletons: readonly string[];
  /** The list, once it has items. */
  children: (items: T[]) => ReactNode;
}

/** A small panel's list (a ticket's comments, its history): loading, failed, empty, or the items. */
export function QueryListStates<T>({
  query,
  messages,
  skeletons,
  children,
}: QueryListStatesProps<T>) {
  if (query.isPending) {
    return (
      <div className="grid gap-2" aria-busy="true" aria-label={messages.loading}>
        {skeletons.map((className, index) => (
          <Skeleton key={index} className={className} />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return <p className="text-sm text-destructive">{errorText(query.error, messages.failed)}</p>;
  }
  const items = query.data ?? [];
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{messages.empty}</p>;
  return children(items);
}
