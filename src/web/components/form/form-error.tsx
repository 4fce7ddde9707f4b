import { Alert, AlertDescription } from '#web/components/ui/alert.tsx';
import { errorText } from '#web/lib/api-client.ts';

interface FormErrorProps {
  /** The failed call's error, or null while there is none. */
  error: unknown;
  /** Shown when the server gave no message of its own. */
  fallback: string;
}

/** A whole form's failure, in the red box above its fields (the server's message when it has one). */
export function FormError({ error, fallback }: FormErrorProps) {
  if (!error) return null;
  return (
    <Alert variant="destructive">
      <AlertDescription>{errorText(error, fallback)}</AlertDescription>
    </Alert>
  );
}
