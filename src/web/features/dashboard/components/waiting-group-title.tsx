import { Badge } from '#web/components/ui/badge.tsx';

/** A group of 'Waiting on You' with how many wait in it (all of them, not only those listed). */
export function WaitingGroupTitle({
  id,
  children,
  count,
}: {
  id: string;
  children: string;
  count: number;
}) {
  return (
    <h3 id={id} className="flex items-center gap-2 text-sm font-medium">
      {children}
      <Badge variant={count > 0 ? 'default' : 'outline'} data-testid={`${id}-count`}>
        {count}
      </Badge>
    </h3>
  );
}
