import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';

import { LocationInputSchema } from '#contract/schemas/location.ts';
import type { LocationInput } from '#contract/schemas/location.ts';
import { i18next } from '#web/lib/i18n/i18n.ts';
import { maxLengthOf } from '#web/lib/max-length.ts';

import { TextField } from './text-field.tsx';

/** A form on the contract's location schema, as the location manager uses it. */
function LocationHarness({ onValid }: { onValid: (values: LocationInput) => void }) {
  const { control, handleSubmit } = useForm<LocationInput>({
    resolver: zodResolver(LocationInputSchema),
    defaultValues: { name: '', address: '' },
  });
  return (
    <form
      onSubmit={(event) => {
        void handleSubmit(onValid)(event);
      }}
    >
      <TextField
        control={control}
        name="name"
        id="name"
        label="Name"
        maxLength={maxLengthOf(LocationInputSchema.shape.name)}
      />
      <TextField
        control={control}
        name="address"
        id="address"
        label="Address"
        isMultiline
        hint={{ id: 'address-hint', text: 'Street and number' }}
        maxLength={maxLengthOf(LocationInputSchema.shape.address)}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('TextField', () => {
  it('labels its control and caps it at the schema’s maximum length', () => {
    render(<LocationHarness onValid={vi.fn()} />);
    expect(screen.getByLabelText('Name')).toHaveAttribute('maxlength', '100');
    expect(screen.getByLabelText('Address').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Address')).toHaveAttribute('maxlength', '300');
    expect(screen.getByLabelText('Address')).toHaveAccessibleDescription('Street and number');
  });

  it('shows the schema’s message under a refused field, tied to it, and clears it once fixed', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<LocationHarness onValid={onValid} />);
    await user.type(screen.getByLabelText('Address'), '1 Main Street');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const message = await screen.findByRole('alert');
    expect(message).toHaveTextContent('Name is required');
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText('Address')).not.toHaveAttribute('aria-invalid');
    expect(onValid).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Name'), 'Downtown');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith(
      { name: 'Downtown', address: '1 Main Street' },
      expect.anything(),
    );
  });

  it('words the schema’s required message in Spanish, naming the field by its label', async () => {
    await i18next.changeLanguage('es');
    const user = userEvent.setup();
    render(<LocationHarness onValid={vi.fn()} />);
    await user.type(screen.getByLabelText('Address'), '1 Main Street');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Campo obligatorio: Name');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Campo obligatorio: Name');
  });
});
