import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { EquipmentImportResult } from '#contract/schemas/equipment.ts';
import { EQUIPMENT_CSV_HEADER_MESSAGE } from '#contract/schemas/equipment.ts';
import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';

import { ImportEquipmentForm } from './import-equipment-dialog.tsx';

const PREVIEW: EquipmentImportResult = {
  rows: [
    { line: 2, name: 'Fryer 3', store: 'Downtown', category: 'Kitchen Equipment', errors: [] },
    {
      line: 3,
      name: 'Ice Machine',
      store: 'Nowhere',
      category: 'Kitchen Equipment',
      errors: ['Unknown store: Nowhere'],
    },
  ],
  valid: 1,
  invalid: 1,
  imported: 0,
};

const CSV = new File(['name,store\n'], 'units.csv', { type: 'text/csv' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the equipment import', () => {
  it('checks the file first, shows each row’s errors, then imports the valid rows', async () => {
    const fetchMock = vi.fn((input: string) =>
      Promise.resolve(
        jsonResponse(200, input.includes('dryRun=true') ? PREVIEW : { ...PREVIEW, imported: 1 }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onDone = vi.fn();
    renderWithProviders(<ImportEquipmentForm onDone={onDone} />);
    await userEvent.upload(screen.getByLabelText('CSV file'), CSV);
    expect(await screen.findByText('Unknown store: Nowhere')).toBeVisible();
    expect(screen.getByText('Fryer 3')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Import preview' })).toHaveTextContent(
      '1 valid, 1 with errors',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/equipment/import?dryRun=true');
    await userEvent.click(screen.getByRole('button', { name: 'Import 1 valid row' }));
    await vi.waitFor(() => {
      expect(onDone).toHaveBeenCalled();
    });
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/equipment/import');
  });

  it('shows the server’s message for a bad header and offers nothing to import', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          jsonResponse(400, { error: EQUIPMENT_CSV_HEADER_MESSAGE, code: 'VALIDATION_ERROR' }),
        ),
      ),
    );
    renderWithProviders(<ImportEquipmentForm onDone={vi.fn()} />);
    await userEvent.upload(screen.getByLabelText('CSV file'), CSV);
    expect(await screen.findByText(EQUIPMENT_CSV_HEADER_MESSAGE)).toBeVisible();
    expect(screen.getByRole('button', { name: /^Import/ })).toBeDisabled();
  });
});
