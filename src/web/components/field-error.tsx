interface FieldErrorProps {
  /** The id the control's aria-describedby points at. */
  id: string;
  message?: string | undefined;
}

/** A field's validation message under its control, announced as it appears; nothing without one. */
export function FieldError({ id, message }: FieldErrorProps) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-destructive" role="alert">
      {message}
    </p>
  );
}
