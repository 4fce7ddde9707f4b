import { useQuery } from '@tanstack/react-query';

import { isAssignableTechnician } from '#contract/policies/tickets.ts';

import { apiRequest } from '#web/lib/api-request.ts';
import type { NamedOption } from '#web/lib/named-options.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export type { NamedOption } from '#web/lib/named-options.ts';
export { useCategoryOptions, useStoreOptions } from '#web/lib/named-options.ts';

/** Active technicians, by name (product rules §3), from the users list (admins). */
export function useTechnicianOptions(isEnabled = true) {
  return useQuery({
    queryKey: queryKeys.users.all(),
    queryFn: ({ signal }) => apiRequest('GET /api/users', { signal }),
    enabled: isEnabled,
    select: (users): NamedOption[] =>
      users
        .filter((user) => isAssignableTechnician(user))
        .map((user) => ({ id: user.id, name: user.name }))
        .sort((a, b) => a.name.localeCompare(b.name)),
  });
}

/** The store's units in service or down (a retired unit cannot get a plan). */
export function useStoreEquipment(locationId: string) {
  const filters = { location: locationId, purpose: 'pm-plan-picker' };
  return useQuery({
    queryKey: queryKeys.equipment.list(filters),
    queryFn: ({ signal }) =>
      apiRequest('GET /api/equipment', {
        query: { location: locationId, limit: 500, offset: 0 },
        signal,
      }),
    enabled: locationId !== '',
    select: (list): NamedOption[] =>
      list.equipment
        .filter((unit) => unit.status !== 'retired')
        .map((unit) => ({ id: unit.id, name: unit.name })),
  });
}
