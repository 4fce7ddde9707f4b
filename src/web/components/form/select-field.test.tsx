import { zodResolver } from '@hookform/resolvers/zod';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { requiredText } from '#contract/schemas/common.ts';
import { TicketPrioritySchema } from '#contract/schemas/ticket.ts';

import { SelectField } from './select-field.tsx';
import { stubRadixSelectDom } from '#tests/web/radix-select-dom.ts';

// Two fields of the create ticket form's contract schema.
const Schema = z.object({
  location: requiredText('Location', 100),
  priority: TicketPrioritySchema,
});
type Values = z.infer<typeof Schema>;

function Harness({
  onValid,
  isDisabled,
}: {
  onValid: (values: Values) => void;
  isDisabled?: boolean;
}) {
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(Schema),
    defaultValues: { location: '', priority: 'medium' },
  });
  return (
    <form
      onSubmit={(event) => {
        void handleSubmit(onValid)(event);
      }}
    >
      <SelectField
        control={control}
        name="location"
        id="location"
        label="Location *"
        isRequired
        isDisabled={isDisabled}
        placeholder="Select a location"
        options={[
          { value: 'Downtown', label: 'Downtown' },
          { value: 'Airport', label: 'Airport' },
        ]}
      />
      <SelectField
        control={control}
        name="priority"
        id="priority"
        label="Priority *"
        options={[
          { value: 'low', label: 'Low' },
          { value: 'medium', label: 'Medium' },
          { value: 'urgent', label: 'Urgent' },
        ]}
      />
      <button type="submit">Save</button>
    </form>
  );
}

beforeEach(() => {
  stubRadixSelectDom();
});

function open(label: string) {
  fireEvent.pointerDown(screen.getByLabelText(label), { button: 0, pointerType: 'mouse' });
}

describe('SelectField', () => {
  it('shows the placeholder, then the chosen option, and offers the options in order', async () => {
    render(<Harness onValid={vi.fn()} />);
    expect(screen.getByLabelText('Location *')).toHaveTextContent('Select a location');
    expect(screen.getByLabelText('Location *')).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('Priority *')).toHaveTextContent('Medium');
    open('Location *');
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Downtown', 'Airport']);
    fireEvent.click(within(listbox).getByRole('option', { name: 'Airport' }));
    await waitFor(() => {
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    });
    expect(screen.getByLabelText('Location *')).toHaveTextContent('Airport');
  });

  it('shows the schema’s message under an unchosen field, and submits once one is chosen', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const onValid = vi.fn();
    render(<Harness onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Location is required');
    expect(screen.getByLabelText('Location *')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Location *')).toHaveAccessibleDescription('Location is required');
    expect(onValid).not.toHaveBeenCalled();

    open('Location *');
    fireEvent.click(await screen.findByRole('option', { name: 'Downtown' }));
    await waitFor(() => {
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(onValid).toHaveBeenCalledWith(
        { location: 'Downtown', priority: 'medium' },
        expect.anything(),
      );
    });
  });

  it('cannot be opened while disabled', () => {
    render(<Harness onValid={vi.fn()} isDisabled />);
    expect(screen.getByLabelText('Location *')).toBeDisabled();
  });
});
