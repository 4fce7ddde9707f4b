import { useState } from 'react';

import type { MaintenanceRequest } from '#contract/schemas/maintenance-request.ts';
import { formatPhone } from '#contract/utils/phone.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { formatDateTime } from '#web/lib/date-format.ts';

import { usePendingRequests } from '../api/requests.ts';
import { ApproveRequestDialog, DeclineRequestDialog } from './decide-request-dialogs.tsx';

function RequestItem({ request }: { request: MaintenanceRequest }) {
  const [dialog, setDialog] = useState<'approve' | 'decline' | null>(null);
  const reporter = [
    request.reporterName,
    request.reporterPhone && formatPhone(request.reporterPhone),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <li>
      <Card>
        <CardContent className="grid gap-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="font-semibold">
              {request.equipment.name}
              <span className="font-normal text-muted-foreground"> at {request.location}</span>
            </h3>
            <span className="text-sm text-muted-foreground">
              {formatDateTime(request.createdAt)}
            </span>
          </div>
          <p className="text-sm break-words whitespace-pre-line">{request.description}</p>
          <p className="text-sm text-muted-foreground">
            {request.category} · Reported by {reporter || 'an anonymous visitor'}
          </p>
          {request.photos.length > 0 ? (
            <ul className="flex flex-wrap gap-2" aria-label="Photos">
              {request.photos.map((photo, index) => (
                <li key={photo.id}>
                  <a href={photo.url} target="_blank" rel="noreferrer">
                    <img
                      src={photo.url}
                      alt={`Report about ${request.equipment.name}, ${String(index + 1)} of ${String(request.photos.length)}`}
                      className="size-20 rounded-md border object-cover"
                    />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
            <Button
              variant="outline"
              onClick={() => {
                setDialog('decline');
              }}
            >
              Decline
            </Button>
            <Button
              onClick={() => {
                setDialog('approve');
              }}
            >
              Approve
            </Button>
          </div>
        </CardContent>
      </Card>
      <ApproveRequestDialog
        request={request}
        open={dialog === 'approve'}
        onOpenChange={(open) => {
          setDialog(open ? 'approve' : null);
        }}
      />
      <DeclineRequestDialog
        request={request}
        open={dialog === 'decline'}
        onOpenChange={(open) => {
          setDialog(open ? 'decline' : null);
        }}
      />
    </li>
  );
}

/** Issue 18: pending problem reports from equipment labels, to approve into tickets or decline. */
export function RequestsPanel() {
  const requests = usePendingRequests(true);
  if (requests.isPending) return <p className="text-sm text-muted-foreground">Loading...</p>;
  if (requests.isError)
    return <p className="text-sm text-destructive">The requests could not be loaded.</p>;
  if (requests.data.requests.length === 0)
    return <p className="py-8 text-center text-sm text-muted-foreground">No pending requests.</p>;
  return (
    <ul className="grid gap-3" aria-label="Pending requests">
      {requests.data.requests.map((request) => (
        <RequestItem key={request.id} request={request} />
      ))}
    </ul>
  );
}

/** The pending count for the tab's label (admins and managers). */
export function usePendingRequestCount(enabled: boolean): number | undefined {
  return usePendingRequests(enabled).data?.pendingCount;
}
