import type { EquipmentStatus } from '#contract/schemas/equipment.ts';
import { EQUIPMENT_STATUSES } from '#contract/schemas/equipment.ts';

/** The register's filters, as the address and GET /api/equipment name them. */
export interface EquipmentFilters {
  q?: string;
  /** A store's id. */
  location?: string;
  /** A category's id. */
  category?: string;
  status?: EquipmentStatus;
  /** 'active': only units under warranty today. */
  warranty?: 'active';
}

const EQUIPMENT_PAGE_SIZE = 25;

/** The query string of one page of the list: only the filters chosen, then the page. */
export function equipmentListSearch(filters: EquipmentFilters, offset: number): string {
  const search = new URLSearchParams();
  if (filters.q) search.set('q', filters.q);
  if (filters.location) search.set('location', filters.location);
  if (filters.category) search.set('category', filters.category);
  if (filters.status) search.set('status', filters.status);
  if (filters.warranty) search.set('warranty', filters.warranty);
  search.set('limit', String(EQUIPMENT_PAGE_SIZE));
  search.set('offset', String(offset));
  return search.toString();
}

function isStatus(value: string | null): value is EquipmentStatus {
  return value !== null && (EQUIPMENT_STATUSES as readonly string[]).includes(value);
}

/** The filters read back from the address (anything unknown is ignored). */
export function filtersFromSearch(search: URLSearchParams): EquipmentFilters {
  const filters: EquipmentFilters = {};
  const q = search.get('q')?.trim();
  if (q) filters.q = q;
  const location = search.get('location');
  if (location) filters.location = location;
  const category = search.get('category');
  if (category) filters.category = category;
  const status = search.get('status');
  if (isStatus(status)) filters.status = status;
  if (search.get('warranty') === 'active') filters.warranty = 'active';
  return filters;
}

/** The address's query string for the filters. */
export function searchFromFilters(filters: EquipmentFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (typeof value === 'string' && value !== '') search.set(name, value);
  }
  return search;
}

export function hasFilters(filters: EquipmentFilters): boolean {
  return Object.values(filters).some((value) => value !== undefined && value !== '');
}
