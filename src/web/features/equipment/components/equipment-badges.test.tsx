import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { WarrantyBadge } from './equipment-badges.tsx';

describe('the warranty badge', () => {
  it('reads "Under warranty until Mar 1, 2027" while the server says the unit is covered', () => {
    render(<WarrantyBadge unit={{ warrantyEndDate: '2027-03-01', underWarranty: true }} />);
    expect(screen.getByText('Under warranty until Mar 1, 2027')).toBeVisible();
  });

  it('reads "Warranty expired" once it is not', () => {
    render(<WarrantyBadge unit={{ warrantyEndDate: '2024-12-31', underWarranty: false }} />);
    expect(screen.getByText('Warranty expired')).toBeVisible();
  });

  it('is absent when the unit has no warranty date', () => {
    const { container } = render(
      <WarrantyBadge unit={{ warrantyEndDate: null, underWarranty: false }} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
