import type { ReactNode } from 'react';

import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { errorText } from '#web/lib/api-client.ts';

interface QueryListStatesProps<T> {
  query: { isPending: boolean; isError: boolean; error: unknown; data: T[] | undefined };
  /**
   * What the list holds, as its messages name it: 'comments' gives 'Loading comments', 'Failed to
   * load the comments' (unless the server says better) and 'No comments yet'.
   */
  what: string;
  /** The classes of the skeleton lines shown while it loads. */
  skeletons: readonly string[];
  /** The list, once it has items. */
  children: (items: T[]) => ReactNode;
}

/** A small panel's list (a ticket's comments, its history): loading, failed, empty, or the items. */
export function QueryListStates<T>({ query, what, skeletons, children }: QueryListStatesProps<T>) {
  if (query.isPending) {
    return (
      <div className="grid gap-2" aria-busy="true" aria-label={`Loading ${what}`}>
        {skeletons.map((className, index) => (
          <Skeleton key={index} className={className} />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <p className="text-sm text-destructive">
        {errorText(query.error, `Failed to load the ${what}`)}
      </p>
    );
  }
  const items = query.data ?? [];
  if (items.length === 0)
    return <p className="text-sm text-muted-foreground">{`No ${what} yet`}</p>;
  return children(items);
}
