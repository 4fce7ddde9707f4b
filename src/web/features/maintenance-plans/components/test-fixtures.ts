import type { PmPlan, PmTemplate } from '#contract/schemas/pm-plan.ts';

export const STORE = { id: '22222222-2222-4222-8222-222222222222', name: 'Downtown' };
export const STORE_2 = { id: '55555555-5555-4555-8555-555555555555', name: 'Airport' };
export const CATEGORY = { id: '33333333-3333-4333-8333-333333333333', name: 'Kitchen Equipment' };

export const PLAN: PmPlan = {
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Clean fryer oil system',
  description: null,
  scope: 'category',
  equipment: null,
  equipmentId: null,
  categoryId: CATEGORY.id,
  category: CATEGORY.name,
  locations: [STORE, STORE_2],
  locationIds: [STORE.id, STORE_2.id],
  rrule: 'FREQ=MONTHLY;BYMONTHDAY=1',
  startDate: '2026-01-01',
  dueTime: '06:00',
  recurrenceText: 'Every month on the 1st at 06:00',
  leadDays: 3,
  priority: 'medium',
  defaultTechnician: null,
  defaultTechnicianId: null,
  estimatedMinutes: 60,
  checklist: [{ id: 'a', text: 'Drain the oil' }],
  status: 'active',
  nextDueAt: '2026-12-01T11:00:00.000Z',
  lastDoneAt: null,
  onTimeRate: 0.92,
  unitCount: 4,
  templateId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

export const TEMPLATE: PmTemplate = {
  id: 'hood-filters',
  title: 'Degrease hood filters',
  description: 'Soak and scrub the hood filters.',
  category: 'Kitchen Equipment',
  scope: 'category',
  rrule: 'FREQ=WEEKLY',
  dueTime: '06:00',
  recurrenceText: 'Every week at 06:00',
  leadDays: 1,
  priority: 'medium',
  estimatedMinutes: 45,
  checklist: ['Remove filters', 'Soak', 'Refit'],
};
