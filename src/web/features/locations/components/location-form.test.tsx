import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';

import { LocationForm } from './location-form.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LocationForm', () => {
  it('shows a refused control character under the address and sends nothing', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(jsonResponse(201, {})));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<LocationForm editing={null} onDone={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Harbor');
    // A pasted address may carry a control character the keyboard cannot type.
    await userEvent.click(screen.getByLabelText('Address'));
    await userEvent.paste('1 Pier\u0007');
    await userEvent.click(screen.getByRole('button', { name: 'Add Location' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Address must not contain control characters',
    );
    expect(screen.getByLabelText('Address')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
