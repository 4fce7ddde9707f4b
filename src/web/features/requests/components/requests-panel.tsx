import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { MaintenanceRequest, RequestNote } from '#contract/schemas/maintenance-request.ts';
import { formatPhone } from '#contract/utils/phone.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { formatDateTime } from '#web/lib/date-format.ts';

import { usePendingRequests } from '../api/requests.ts';
import { ApproveRequestDialog, DeclineRequestDialog } from './decide-request-dialogs.tsx';

function reporterOf(report: Pick<RequestNote, 'reporterName' | 'reporterPhone'>): string {
  return [report.reporterName, report.reporterPhone && formatPhone(report.reporterPhone)]
    .filter(Boolean)
    .join(' · ');
}

function ReportPhotos({
  photos,
  label,
}: {
  photos: MaintenanceRequest['photos'];
  label: (index: number) => string;
}) {
  const { t } = useTranslation('requests');
  if (photos.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('panel.photos')}>
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <a href={photo.url} target="_blank" rel="noreferrer">
            <img
              src={photo.url}
              alt={label(index)}
              className="size-20 rounded-md border object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Decision 039: later reports on a unit whose request was still open, attached to it. */
function RequestNotes({ request }: { request: MaintenanceRequest }) {
  const { t } = useTranslation('requests');
  if (request.noteCount === 0) return null;
  const hidden = request.noteCount - request.notes.length;
  return (
    <section className="grid gap-2 border-l-2 pl-3" aria-label={t('panel.alsoReported')}>
      <h4 className="text-sm font-medium">
        {t('panel.alsoReportedCount', { count: request.noteCount })}
      </h4>
      {hidden > 0 ? (
        <p className="text-sm text-muted-foreground">{t('panel.hiddenNotes', { count: hidden })}</p>
      ) : null}
      <ul className="grid gap-2">
        {request.notes.map((note) => (
          <li key={note.id} className="grid gap-1">
            <p className="text-sm break-words whitespace-pre-line">{note.description}</p>
            <p className="text-xs text-muted-foreground">
              {t('panel.noteWhen', {
                when: formatDateTime(note.createdAt),
                reporter: reporterOf(note) || t('panel.anonymous'),
              })}
            </p>
            <ReportPhotos
              photos={note.photos}
              label={(index) =>
                t('panel.notePhoto', {
                  unit: request.equipment.name,
                  index: String(index + 1),
                  count: String(note.photos.length),
                })
              }
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function RequestItem({ request }: { request: MaintenanceRequest }) {
  const { t } = useTranslation('requests');
  const [dialog, setDialog] = useState<'approve' | 'decline' | null>(null);
  const reporter = reporterOf(request);
  return (
    <li>
      <Card>
        <CardContent className="grid gap-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="font-semibold">
              {request.equipment.name}
              <span className="font-normal text-muted-foreground">
                {t('panel.atLocation', { location: request.location })}
              </span>
            </h3>
            <span className="text-sm text-muted-foreground">
              {formatDateTime(request.createdAt)}
            </span>
          </div>
          <p className="text-sm break-words whitespace-pre-line">{request.description}</p>
          <p className="text-sm text-muted-foreground">
            {t('panel.reportedBy', {
              category: request.category,
              reporter: reporter || t('panel.anonymous'),
            })}
          </p>
          <ReportPhotos
            photos={request.photos}
            label={(index) =>
              t('panel.reportPhoto', {
                unit: request.equipment.name,
                index: String(index + 1),
                count: String(request.photos.length),
              })
            }
          />
          <RequestNotes request={request} />
          <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
            <Button
              variant="outline"
              onClick={() => {
                setDialog('decline');
              }}
            >
              {t('panel.decline')}
            </Button>
            <Button
              onClick={() => {
                setDialog('approve');
              }}
            >
              {t('panel.approve')}
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

/** Decision 033: pending problem reports from equipment labels, to approve into tickets or decline. */
export function RequestsPanel() {
  const { t } = useTranslation('requests');
  const requests = usePendingRequests(true);
  if (requests.isPending)
    return <p className="text-sm text-muted-foreground">{t('panel.loading')}</p>;
  if (requests.isError) return <p className="text-sm text-destructive">{t('panel.loadFailed')}</p>;
  if (requests.data.requests.length === 0)
    return <p className="py-8 text-center text-sm text-muted-foreground">{t('panel.empty')}</p>;
  return (
    <ul className="grid gap-3" aria-label={t('panel.pending')}>
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
