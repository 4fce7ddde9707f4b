import { MailX } from 'lucide-react';

import {
  NOTIFICATION_KIND_LABELS,
  NotificationKindSchema,
} from '#contract/schemas/notification.ts';
import { FormError } from '#web/components/form/form-error.tsx';
import { Button } from '#web/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';

import { useUnsubscribe } from '../api/unsubscribe.ts';

const INVALID_LINK_TEXT = 'This unsubscribe link is not valid.';

/**
 * The page an e-mail's "Unsubscribe from these e-mails" link opens (decision 032): one confirmation,
 * so a link scanner following it does not switch anything off; in-app notifications stay on.
 */
export function UnsubscribeConfirm({ token, kind }: { token: string; kind: string }) {
  const mutation = useUnsubscribe();
  const parsedKind = NotificationKindSchema.safeParse(kind);
  const valid = token.length >= 16 && parsedKind.success;
  const label = parsedKind.success ? NOTIFICATION_KIND_LABELS[parsedKind.data] : '';

  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MailX className="size-5 shrink-0 text-muted-foreground" aria-hidden />
          {!valid
            ? 'Unsubscribe'
            : mutation.isSuccess
              ? 'Unsubscribed'
              : `Stop e-mails about ${label}?`}
        </CardTitle>
        {valid && !mutation.isSuccess && (
          <CardDescription>
            You will still see these notifications in FixFlow. You can turn e-mails back on in your
            notification settings.
          </CardDescription>
        )}
      </CardHeader>
      <CardContent className="grid gap-4">
        {!valid ? (
          <p role="alert">{INVALID_LINK_TEXT}</p>
        ) : mutation.isSuccess ? (
          <p role="status">You will no longer get e-mails about {label}.</p>
        ) : (
          <>
            <FormError error={mutation.error} fallback={INVALID_LINK_TEXT} />
            <Button
              disabled={mutation.isPending}
              onClick={() => {
                mutation.mutate({ token, kind: parsedKind.data });
              }}
            >
              {mutation.isPending ? 'Stopping…' : 'Stop these e-mails'}
            </Button>
          </>
        )}
        <a className="text-sm text-muted-foreground underline underline-offset-4" href="/">
          Go to FixFlow
        </a>
      </CardContent>
    </Card>
  );
}
