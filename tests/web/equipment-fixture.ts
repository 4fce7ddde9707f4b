import type { Equipment } from '#contract/schemas/equipment.ts';

/**
 * A unit as the API answers it, for the web's tests: Fryer 2 at Downtown, in service, no warranty
 * or repairs. A test passes what it is about.
 */
export function equipmentFixture(overrides: Partial<Equipment> = {}): Equipment {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    shortCode: 'ABCD2345',
    name: 'Fryer 2',
    locationId: '22222222-2222-4222-8222-222222222222',
    location: 'Downtown',
    categoryId: '33333333-3333-4333-8333-333333333333',
    category: 'Kitchen Equipment',
    make: null,
    model: null,
    serialNumber: null,
    installDate: null,
    warrantyEndDate: null,
    warrantyProvider: null,
    status: 'in-service',
    notes: null,
    photoUrl: null,
    underWarranty: false,
    repairsLast90Days: 0,
    repeatRepairs: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
