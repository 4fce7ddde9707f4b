import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { TechnicianSignup } from '#contract/schemas/technician-signup.ts';
import { renderWithProviders } from '#tests/web/render-with-providers.tsx';

import { ApproveSignupForm } from './approve-signup-form.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const SIGNUP: TechnicianSignup = {
  id: '00000000-0000-4000-8000-000000000031',
  name: 'Tess Tech',
  email: 'tess.tech@example.com',
  phone: '(201) 555-0100',
  certifications: [],
  status: 'pending',
  joinedDate: '2026-11-01T00:00:00.000Z',
  reviewedAt: null,
  userId: null,
};

describe('ApproveSignupForm', () => {
  it('suggests a username, caps it at the schema’s length, and shows a refused username under the field', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ApproveSignupForm signup={SIGNUP} onCancel={vi.fn()} />);
    const username = screen.getByLabelText('Username');
    expect(username).toHaveValue('tess.tech');
    expect(username).toHaveAttribute('maxlength', '64');
    expect(screen.getByLabelText('Temporary password')).toHaveAccessibleDescription(
      'User should change password on first login',
    );

    await userEvent.clear(username);
    await userEvent.type(username, 'tess tech');
    await userEvent.type(screen.getByLabelText('Temporary password'), 'a-long-enough-Passw0rd!');
    await userEvent.click(screen.getByRole('button', { name: 'Approve and Create Account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Username may contain only letters, digits and . _ @ -',
    );
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
