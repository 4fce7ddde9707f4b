import { describe, expect, it } from 'vitest';

import { DEFAULT_CATEGORIES } from '#contract/constants.ts';

import { troubleshootingGuides } from './guides.ts';
import {
  createKnowledgeBase,
  formatRepairTime,
  GENERAL_GUIDE,
  troubleshootingSteps,
} from './knowledge-base.ts';

const knowledgeBase = createKnowledgeBase();
const GUIDES = troubleshootingGuides();

describe('the troubleshooting guides', () => {
  it('cover every category with at least five symptoms', () => {
    for (const category of DEFAULT_CATEGORIES) {
      expect(
        GUIDES.filter((guide) => guide.category === category.name).length,
        category.name,
      ).toBeGreaterThanOrEqual(5);
    }
  });

  it('each have 4–6 steps, a safety warning, when to call a pro, prevention and a repair time', () => {
    const ids = new Set<string>();
    for (const guide of [...GUIDES, GENERAL_GUIDE]) {
      expect(ids.has(guide.id), guide.id).toBe(false);
      ids.add(guide.id);
      expect(guide.steps.length, guide.id).toBeGreaterThanOrEqual(4);
      expect(guide.steps.length, guide.id).toBeLessThanOrEqual(6);
      expect(guide.safety.length, guide.id).toBeGreaterThan(20);
      expect(guide.callAPro, guide.id).toMatch(/call/i);
      expect(guide.prevention.length, guide.id).toBeGreaterThan(0);
      expect(guide.repairMinutes[0], guide.id).toBeLessThanOrEqual(guide.repairMinutes[1]);
    }
  });
});

describe('searching the guides', () => {
  it.each([
    ['walk in cooler warm, 45 degrees', 'Freezer', 'cooler-warm'],
    ['frezer door gasket torn, wont seal', 'Freezer', 'cooler-door-gasket'],
    ['filter pump hums but oil does not go back', 'Fryer', 'fryer-filter-pump'],
    ['pilot light keeps going out on the fryer', 'Fryer', 'fryer-pilot-out'],
    ['black slime and specks in the ice', 'Ice Machine', 'ice-contamination'],
    ['breaker keeps tripping in the back', 'Electrical', 'breaker-tripping'],
    ['grease trap smells and backs up', 'Plumbing', 'grease-trap'],
    ['hood fan not pulling smoke', 'HVAC', 'hood-exhaust-fan'],
    ['clamshell upper platen not heating', 'Grill', 'clamshell-platen'],
    ['register frozen, pos offline', 'Other', 'pos-down'],
  ])('finds the guide for “%s”', (text, category, id) => {
    expect(knowledgeBase.bestGuide(text, category).id).toBe(id);
    expect(knowledgeBase.search(text)[0]?.guide.id).toBe(id);
  });

  it('falls back to general steps for a category the guides do not cover', () => {
    expect(
      knowledgeBase.bestGuide('espresso machine no steam', 'Espresso Machine').category,
    ).not.toBe('Grill');
    expect(knowledgeBase.bestGuide('🙂', 'Espresso Machine')).toBe(GENERAL_GUIDE);
  });

  it('answers nothing for text without words', () => {
    expect(knowledgeBase.search('🔥 !!! ??')).toEqual([]);
  });
});

describe('guide text for people', () => {
  it('puts safety first and when to stop last', () => {
    const steps = troubleshootingSteps(GUIDES[0] ?? GENERAL_GUIDE);
    expect(steps[0]).toMatch(/^Safety: /);
    expect(steps.at(-1)).toMatch(/^Stop and call a pro: /);
  });

  it('words repair times in minutes or hours', () => {
    expect(formatRepairTime([30, 45])).toBe('30–45 minutes');
    expect(formatRepairTime([60, 120])).toBe('1–2 hours');
    expect(formatRepairTime([45, 90])).toBe('45 minutes to 1.5 hours');
  });
});
