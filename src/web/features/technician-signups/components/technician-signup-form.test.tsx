import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';

import { TechnicianSignupForm } from './technician-signup-form.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TechnicianSignupForm', () => {
  it('requires name, email and phone, and refuses a malformed email before sending', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<TechnicianSignupForm />);
    const submit = screen.getByRole('button', { name: 'Submit Application' });
    expect(submit).toBeDisabled();
    // The caps of the contract's schema.
    expect(screen.getByLabelText('Name')).toHaveAttribute('maxlength', '100');
    expect(screen.getByLabelText('Email')).toHaveAttribute('maxlength', '254');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('maxlength', '40');
    await userEvent.type(screen.getByLabelText('Name'), 'Casey Morgan');
    await userEvent.type(screen.getByLabelText('Email'), 'casey@');
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Phone'), '(201) 555-0100');
    await userEvent.click(submit);
    // The schema's message, under the email field and tied to it.
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid email address');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Enter a valid email address',
    );
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Email'), 'example.com');
    expect(screen.queryByText('Enter a valid email address')).not.toBeInTheDocument();
  });

  it('refuses a phone number that is not one before sending, as it does an email', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<TechnicianSignupForm />);
    await userEvent.type(screen.getByLabelText('Name'), 'Casey Morgan');
    await userEvent.type(screen.getByLabelText('Email'), 'casey@example.com');
    await userEvent.type(screen.getByLabelText('Phone'), '555 0100');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid phone number');
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(
      'Enter a valid phone number',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('toggles certification chips without duplicates and sends the chosen ones', async () => {
    const fetchMock = vi.fn().mockResolvedValue(
      jsonResponse(201, {
        id: '00000000-0000-4000-8000-000000000001',
        name: 'Casey Morgan',
        email: 'casey@example.com',
        phone: '+12015550100',
        certifications: ['Refrigeration', 'Safety'],
        status: 'pending',
        joinedDate: '2026-01-06T14:00:00.000Z',
        reviewedAt: null,
        userId: null,
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<TechnicianSignupForm />);
    await userEvent.type(screen.getByLabelText('Name'), 'Casey Morgan');
    await userEvent.type(screen.getByLabelText('Email'), 'casey@example.com');
    await userEvent.type(screen.getByLabelText('Phone'), '(201) 555-0100');
    const chips = screen.getByRole('group', { name: /Certifications/ });
    expect(chips.querySelectorAll('button')).toHaveLength(8);
    const hvac = screen.getByRole('button', { name: 'HVAC' });
    await userEvent.click(hvac);
    await userEvent.click(screen.getByRole('button', { name: 'Refrigeration' }));
    await userEvent.click(screen.getByRole('button', { name: 'Safety' }));
    expect(hvac).toHaveAttribute('aria-pressed', 'true');
    // Product rules §5: clicking a chosen chip removes it.
    await userEvent.click(hvac);
    expect(hvac).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Application submitted')).toBeInTheDocument();
    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(path).toBe('/api/technician-signups');
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Casey Morgan',
      email: 'casey@example.com',
      // One stored form: E.164 (docs/decisions/028).
      phone: '+12015550100',
      certifications: ['Refrigeration', 'Safety'],
    });
  });
});
