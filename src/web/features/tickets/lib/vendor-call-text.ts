import type { TFunction } from 'i18next';

/** A vendor's place in the store's call order in the language shown: '1st call', '1.ª llamada'. */
export function vendorCallText(t: TFunction<'tickets'>, rank: number): string {
  return t('vendor.call', { count: rank, ordinal: true });
}

/** Decision 037: who to send a declined or late dispatch to next, or that nobody else serves it. */
export function nextVendorLine(
  t: TFunction<'tickets'>,
  next: { name: string; rank: number } | null,
): string {
  return next
    ? t('vendor.next', { name: next.name, call: vendorCallText(t, next.rank) })
    : t('vendor.noOther');
}
