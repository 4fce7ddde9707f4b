import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '#tests/web/render-with-providers.tsx';

import { ChangePasswordForm } from './change-password-form.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ChangePasswordForm', () => {
  it('shows the username rule under the new password and a mismatch under the confirmation', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ChangePasswordForm username="dana.manager" onChanged={vi.fn()} />);
    expect(screen.getByLabelText('Current password')).toHaveAttribute('maxlength', '1024');
    expect(screen.getByLabelText('New password')).toHaveAttribute('maxlength', '256');
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('maxlength', '256');
    await userEvent.type(screen.getByLabelText('Current password'), 'old-secret-1');
    await userEvent.type(screen.getByLabelText('New password'), 'Dana.Manager');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Dana.Manager');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Password must not be the username');
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'plum-harbor-lantern-42');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The new passwords do not match');
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'The new passwords do not match',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('ResetPasswordForm', () => {
  it('shows a too short password under the field and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ResetPasswordForm token={'t'.repeat(40)} />);
    expect(screen.getByLabelText('New password')).toHaveAttribute('maxlength', '256');
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('maxlength', '256');
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Password must be at least 10 characters',
    );
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('ForgotPasswordForm', () => {
  it('caps the login at the schema’s length and shows a longer one refused under the field', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ForgotPasswordForm />);
    const login = screen.getByLabelText('Username or e-mail');
    expect(login).toHaveAttribute('maxlength', '254');
    // A script or autofill can set more than the browser lets a user type.
    fireEvent.change(login, { target: { value: 'x'.repeat(255) } });
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Username or e-mail is too long');
    expect(login).toHaveAccessibleDescription('Username or e-mail is too long');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
