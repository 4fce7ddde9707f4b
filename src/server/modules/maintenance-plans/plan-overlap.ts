import type { Language } from '#contract/languages.ts';
import type { PmPlanScope, RecurrenceInput } from '#contract/schemas/pm-plan.ts';

import { describeRecurrence, nextOccurrences } from './recurrence.ts';

// Issue 36: applying a template or saving a plan whose scope and rule overlap an existing plan
// warns and names it (409 PM_PLAN_OVERLAP; the client resends with `confirmOverlap: true`).

/** What a plan covers, as the overlap rule reads it. */
export interface PlanCoverage {
  scope: PmPlanScope;
  equipmentId: string | null;
  categoryId: string;
  /** Its stores: a 'category' or 'store' plan's list, an 'equipment' plan's unit's store. */
  locationIds: string[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Due dates compared per rule: a year of weekly dates, many years of yearly ones. */
const SAMPLE_DATES = 53;
/** Cadences within this factor of each other are "the same work again" (monthly vs every 4 weeks). */
const CADENCE_FACTOR = 1.5;

/**
 * The stores where both plans cover the same units or the same store-wide work: one unit twice
 * (equipment vs equipment), a unit of a category plan's category at one of its stores, a category
 * at a shared store, or the same store-wide work. Different categories never overlap.
 */
export function sharedStores(a: PlanCoverage, b: PlanCoverage): string[] {
  if (a.categoryId !== b.categoryId) return [];
  if ((a.scope === 'store') !== (b.scope === 'store')) return [];
  if (a.scope === 'equipment' && b.scope === 'equipment' && a.equipmentId !== b.equipmentId) {
    return [];
  }
  const other = new Set(b.locationIds);
  return a.locationIds.filter((id) => other.has(id));
}

function meanGapDays(dates: Date[]): number | undefined {
  const first = dates[0];
  const last = dates.at(-1);
  if (!first || !last || dates.length < 2) return undefined;
  return (last.getTime() - first.getTime()) / DAY_MS / (dates.length - 1);
}

function dayKeys(dates: Date[]): Set<number> {
  return new Set(dates.map((date) => Math.floor(date.getTime() / DAY_MS)));
}

/**
 * Whether two recurrences schedule the same work again: both still have due dates from `now`, and
 * either they recur at about the same cadence (the mean gap between their next due dates within a
 * factor of 1.5) or, for a rule with a single date left, they share a due day.
 */
export function recurrencesOverlap(
  a: RecurrenceInput,
  b: RecurrenceInput,
  now: Date,
  timeZone: string,
): boolean {
  const datesA = nextOccurrences(a, now, SAMPLE_DATES, timeZone);
  const datesB = nextOccurrences(b, now, SAMPLE_DATES, timeZone);
  if (datesA.length === 0 || datesB.length === 0) return false;
  const gapA = meanGapDays(datesA);
  const gapB = meanGapDays(datesB);
  if (gapA === undefined || gapB === undefined) {
    const daysB = dayKeys(datesB);
    return [...dayKeys(datesA)].some((day) => daysB.has(day));
  }
  return Math.max(gapA, gapB) <= CADENCE_FACTOR * Math.min(gapA, gapB);
}

/** The plan a 409 PM_PLAN_OVERLAP names. */
interface OverlappedPlan {
  title: string;
  isPaused: boolean;
  /** Its category's name, as stored. */
  category: string;
  /** The stores the two plans share. */
  storeNames: string[];
  recurrence: RecurrenceInput;
}

// One sentence per language (decision 044; a new language fails tsc here until it has its own).
// English as issue 36 wrote it, the rule capitalised mid-sentence as it always was.
const OVERLAP_SENTENCES: Record<Language, (plan: OverlappedPlan) => string> = {
  en: (plan) =>
    `This overlaps the plan "${plan.title}"${plan.isPaused ? ' (paused)' : ''}: ${plan.category} at ${plan.storeNames.join(', ')}, ${describeRecurrence(plan.recurrence, 'en')}.`,
  es: (plan) => {
    const rule = describeRecurrence(plan.recurrence, 'es');
    const stores = new Intl.ListFormat('es', { type: 'conjunction' }).format(plan.storeNames);
    return `Esto se cruza con el plan "${plan.title}"${plan.isPaused ? ' (en pausa)' : ''}: ${plan.category} en ${stores}, ${rule.charAt(0).toLowerCase()}${rule.slice(1)}.`;
  },
};

/** The 409 PM_PLAN_OVERLAP text naming the other plan, its shared stores and its rule. */
export function planOverlapMessage(plan: OverlappedPlan, language: Language): string {
  return OVERLAP_SENTENCES[language](plan);
}
