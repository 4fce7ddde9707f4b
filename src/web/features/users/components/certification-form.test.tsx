import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';

import { CertificationForm } from './certification-form.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const USER_ID = '00000000-0000-4000-8000-000000000002';

describe('CertificationForm', () => {
  it('omits an empty expiration date and sends it when one is chosen', async () => {
    const fetchMock = vi.fn().mockResolvedValue(
      jsonResponse(201, {
        id: '00000000-0000-4000-8000-000000000009',
        userId: USER_ID,
        certificationName: 'HVAC',
        certificationNumber: 'H-1',
        expirationDate: null,
        isExpired: false,
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<CertificationForm userId={USER_ID} editing={null} onDone={vi.fn()} />);
    const add = screen.getByRole('button', { name: 'Add Certification' });
    expect(add).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Certification name'), 'HVAC');
    await userEvent.type(screen.getByLabelText('Certification number'), 'H-1');
    await userEvent.click(add);
    expect(await screen.findByText('Certification added successfully')).toBeInTheDocument();
    expect(
      JSON.parse((fetchMock.mock.calls[0] as [string, RequestInit])[1].body as string),
    ).toEqual({
      userId: USER_ID,
      certificationName: 'HVAC',
      certificationNumber: 'H-1',
    });

    await userEvent.type(screen.getByLabelText('Certification name'), 'Safety');
    await userEvent.type(screen.getByLabelText('Certification number'), 'S-2');
    await userEvent.type(screen.getByLabelText('Expiration date (optional)'), '2027-05-31');
    await userEvent.click(screen.getByRole('button', { name: 'Add Certification' }));
    await vi.waitFor(() => {
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });
    const posts = fetchMock.mock.calls.filter(
      ([, init]) => (init as RequestInit).method === 'POST',
    );
    expect(JSON.parse((posts[1] as [string, RequestInit])[1].body as string)).toMatchObject({
      certificationName: 'Safety',
      expirationDate: '2027-05-31',
    });
  });
});
