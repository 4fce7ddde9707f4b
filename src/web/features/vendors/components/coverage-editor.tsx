import { useTranslation } from 'react-i18next';

import { Button } from '#web/components/ui/button.tsx';

import type { NamedOption } from '../api/get-vendor-options.ts';
import { coverageKey } from '../lib/vendor-form-values.ts';

const RANK_CHOICES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

interface CoverageEditorProps {
  stores: NamedOption[];
  /** The vendor's trades (only these get coverage). */
  trades: NamedOption[];
  /** Rank by `coverageKey(store, trade)`. */
  value: Record<string, number>;
  onChange: (next: Record<string, number>) => void;
}

/**
 * Where the vendor serves each of its trades, and its rank there (1st call, 2nd call…): one
 * section per trade, one row per store. Native selects: with 8 stores and 5 trades that is 40
 * choices, and a phone shows its own picker for each.
 */
export function CoverageEditor({ stores, trades, value, onChange }: CoverageEditorProps) {
  const { t } = useTranslation('vendors');
  if (trades.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('coverage.tradesFirst')}</p>;
  }
  const setRank = (locationId: string, categoryId: string, rank: number | null) => {
    const key = coverageKey(locationId, categoryId);
    const next = Object.fromEntries(Object.entries(value).filter(([other]) => other !== key));
    onChange(rank === null ? next : { ...next, [key]: rank });
  };
  const setAll = (categoryId: string, rank: number | null) => {
    const keys = new Set(stores.map((store) => coverageKey(store.id, categoryId)));
    if (rank === null) {
      onChange(Object.fromEntries(Object.entries(value).filter(([key]) => !keys.has(key))));
      return;
    }
    // Stores already served keep their rank.
    onChange({ ...Object.fromEntries([...keys].map((key) => [key, rank])), ...value });
  };
  return (
    <div className="grid gap-3">
      {trades.map((trade) => {
        const served = stores.filter(
          (store) => value[coverageKey(store.id, trade.id)] !== undefined,
        );
        return (
          <details
            key={trade.id}
            open
            className="rounded-md border bg-card"
            aria-label={t('coverage.coverageFor', { trade: trade.name })}
          >
            <summary className="flex cursor-pointer items-center justify-between gap-2 px-3 py-2 text-sm font-medium">
              <span>{trade.name}</span>
              <span className="text-xs font-normal text-muted-foreground">
                {served.length === 0
                  ? t('coverage.noStores')
                  : t('coverage.storesOf', { served: served.length, count: stores.length })}
              </span>
            </summary>
            <div className="grid gap-2 border-t px-3 py-3">
              <div className="flex flex-wrap gap-2">
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  onClick={() => {
                    setAll(trade.id, 1);
                  }}
                >
                  {t('coverage.allStores')}
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  onClick={() => {
                    setAll(trade.id, null);
                  }}
                >
                  {t('coverage.clear')}
                </Button>
              </div>
              <ul className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
                {stores.map((store) => {
                  const rank = value[coverageKey(store.id, trade.id)];
                  const choices =
                    rank !== undefined && !RANK_CHOICES.includes(rank)
                      ? [...RANK_CHOICES, rank]
                      : RANK_CHOICES;
                  return (
                    <li key={store.id} className="flex min-h-10 items-center justify-between gap-3">
                      <span className="min-w-0 truncate text-sm">{store.name}</span>
                      <select
                        aria-label={t('coverage.tradeAt', { trade: trade.name, store: store.name })}
                        className="h-9 w-32 shrink-0 rounded-md border border-input bg-background px-2 text-sm shadow-xs focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none dark:bg-input/30"
                        value={rank === undefined ? '' : String(rank)}
                        onChange={(event) => {
                          const picked = event.target.value;
                          setRank(store.id, trade.id, picked === '' ? null : Number(picked));
                        }}
                      >
                        <option value="">{t('coverage.notServed')}</option>
                        {choices.map((choice) => (
                          <option key={choice} value={String(choice)}>
                            {t('coverage.rank', { count: choice, ordinal: true })}
                          </option>
                        ))}
                      </select>
                    </li>
                  );
                })}
              </ul>
            </div>
          </details>
        );
      })}
    </div>
  );
}
