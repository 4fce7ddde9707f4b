import type { ReactNode } from 'react';

import { Button } from '#web/components/ui/button.tsx';

/** The paging state of a TanStack infinite query, as 'Load more' needs it. */
interface NextPage {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * 'Load more' under a list read a page at a time, while there is a next page: disabled while it
 * loads, and a failure said under it (the button stays, to try again). `children` go above the
 * button ('Showing 50 of 54').
 */
export function LoadMore({
  pages,
  labels,
  children,
}: {
  pages: NextPage;
  labels: { more: string; loading: string; failed: string };
  children?: ReactNode;
}) {
  if (!pages.hasNextPage) return null;
  return (
    <div className="mt-4 grid justify-items-center gap-2">
      {children}
      <Button
        variant="outline"
        disabled={pages.isFetchingNextPage}
        onClick={() => {
          void pages.fetchNextPage();
        }}
      >
        {pages.isFetchingNextPage ? labels.loading : labels.more}
      </Button>
      {pages.isFetchNextPageError ? (
        <p role="alert" className="text-sm text-destructive">
          {labels.failed}
        </p>
      ) : null}
    </div>
  );
}
