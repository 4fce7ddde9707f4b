import type { BaseSyntheticEvent, ComponentProps } from 'react';

interface AppFormProps extends Omit<ComponentProps<'form'>, 'onSubmit' | 'noValidate'> {
  /** react-hook-form's `handleSubmit(...)`: the form checks its fields itself (decision 019). */
  onSubmit: (event: BaseSyntheticEvent) => Promise<void>;
}

/** A form that leaves checking to its schema (no browser validation) and submits through it. */
export function AppForm({ onSubmit, children, ...props }: AppFormProps) {
  return (
    <form
      noValidate
      {...props}
      onSubmit={(event) => {
        void onSubmit(event);
      }}
    >
      {children}
    </form>
  );
}
