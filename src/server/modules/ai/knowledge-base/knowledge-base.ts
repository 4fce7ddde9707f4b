import MiniSearch from 'minisearch';

import { tokenize } from '../engine/text-features.ts';
import { troubleshootingGuides } from './guides.ts';
import type { TroubleshootingGuide } from './guides.ts';

// Full-text search over the troubleshooting guides with MiniSearch. Documents and queries go through
// the triage tokenizer, so "walk-in", "walkin" and "WIC", or "frezer" and "freezer", meet; MiniSearch's
// fuzzy matching catches the misspellings the synonym list does not know.

/** For a category the guides do not cover (an admin-added one): safe, general steps. */
export const GENERAL_GUIDE: TroubleshootingGuide = {
  id: 'general-equipment',
  category: '*',
  symptom: 'Equipment not working as it should',
  keywords: 'broken not working noise leaking error',
  safety:
    'Switch the equipment off and unplug it or shut its gas valve before looking at it; keep people clear.',
  steps: [
    'Write down what the equipment does (or does not do), any error code, and when it started.',
    'Check the power switch, plug, breaker and, for gas equipment, that the gas valve is open.',
    'Clean any filters, vents or drains you can reach without tools.',
    'Turn it off for a few minutes and back on once, then watch whether the problem returns.',
    'Take the equipment out of service and put up a sign if it is unsafe or unreliable.',
  ],
  callAPro:
    'Call a qualified technician if it still fails, you smell gas or burning, or the fix needs tools or opening panels.',
  repairMinutes: [60, 120],
  solution:
    'Have a technician find the failed part and replace it, then check the equipment under load.',
  prevention: [
    'Put the equipment on a preventive maintenance schedule and log every failure in a ticket.',
  ],
};

interface IndexedGuide {
  id: string;
  symptom: string;
  keywords: string;
  category: string;
  steps: string;
}

interface GuideMatch {
  guide: TroubleshootingGuide;
  score: number;
}

function terms(text: string): string[] {
  return tokenize(text)
    .map((token) => token.term)
    .filter((term) => term !== '#num' && term !== 'not');
}

export function createKnowledgeBase(
  guides: readonly TroubleshootingGuide[] = troubleshootingGuides(),
) {
  const byId = new Map(guides.map((guide) => [guide.id, guide]));
  const index = new MiniSearch<IndexedGuide>({
    fields: ['symptom', 'keywords', 'category', 'steps'],
    tokenize: terms,
    processTerm: (term) => term,
    searchOptions: {
      boost: { symptom: 3, keywords: 2, category: 1.5, steps: 0.3 },
      fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
      combineWith: 'OR',
    },
  });
  index.addAll(
    guides.map((guide) => ({
      id: guide.id,
      symptom: guide.symptom,
      keywords: guide.keywords,
      category: guide.category,
      steps: guide.steps.join(' '),
    })),
  );

  function search(
    text: string,
    options: { category?: string | null; limit?: number } = {},
  ): GuideMatch[] {
    const query = text.slice(0, 2000);
    if (terms(query).length === 0) return [];
    const category = options.category?.toLowerCase();
    const results = index.search(query, {
      filter: category
        ? (result) => byId.get(String(result.id))?.category.toLowerCase() === category
        : undefined,
    });
    return results.slice(0, options.limit ?? 3).flatMap((result) => {
      const guide = byId.get(String(result.id));
      return guide ? [{ guide, score: result.score }] : [];
    });
  }

  return {
    guides,
    search,
    /** The guide for a report: within its category when the guides cover it, else the closest or general one. */
    bestGuide(text: string, category?: string | null): TroubleshootingGuide {
      const isCovered = category
        ? guides.some((guide) => guide.category.toLowerCase() === category.toLowerCase())
        : false;
      const [match] = search(text, { category: isCovered ? category : null, limit: 1 });
      if (match) return match.guide;
      if (isCovered && category) {
        return (
          guides.find((guide) => guide.category.toLowerCase() === category.toLowerCase()) ??
          GENERAL_GUIDE
        );
      }
      return GENERAL_GUIDE;
    },
    hasCategory(category: string): boolean {
      return guides.some((guide) => guide.category.toLowerCase() === category.toLowerCase());
    },
  };
}

export type KnowledgeBase = ReturnType<typeof createKnowledgeBase>;

/** The analysis panel's list: the safety warning first, the steps, then when to stop. */
export function troubleshootingSteps(guide: TroubleshootingGuide): string[] {
  return [`Safety: ${guide.safety}`, ...guide.steps, `Stop and call a pro: ${guide.callAPro}`];
}

export function formatRepairTime(minutes: readonly [number, number]): string {
  const [low, high] = minutes;
  const format = (value: number) =>
    value < 60 ? `${String(value)} minutes` : `${String(Math.round((value / 60) * 10) / 10)} hours`;
  if (high < 60) return `${String(low)}–${String(high)} minutes`;
  if (low >= 60) {
    const lowHours = Math.round((low / 60) * 10) / 10;
    const highHours = Math.round((high / 60) * 10) / 10;
    return `${String(lowHours)}–${String(highHours)} hours`;
  }
  return `${format(low)} to ${format(high)}`;
}
