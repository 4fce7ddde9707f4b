import { describe, expect, it } from 'vitest';

import type { InsightGroup, RecentTicketText } from '../ai.repository.ts';
import { createKnowledgeBase } from '../knowledge-base/knowledge-base.ts';
import { buildInsights, isRecurring, urgencyLevel } from './insights-engine.ts';

const NOW = new Date('2026-01-06T14:00:00.000Z');
const DAY = 86_400_000;
const knowledgeBase = createKnowledgeBase();

function group(overrides: Partial<InsightGroup>): InsightGroup {
  return {
    location: 'Downtown',
    category: 'Freezer',
    count: 3,
    recentCount: 1,
    urgentCount: 0,
    downCount: 0,
    unresolvedCount: 0,
    lastSubmittedAt: new Date(NOW.getTime() - 20 * DAY),
    ticketNumbers: [1003, 1002, 1001],
    titles: ['Walk-in cooler warm', 'Walk-in fan iced', 'Cooler door gasket'],
    technicians: [],
    ...overrides,
  };
}

describe('urgency levels', () => {
  it('rise with frequency, urgent share, downtime and recency, within 1–10', () => {
    const quiet = {
      count: 2,
      recentCount: 0,
      urgentCount: 0,
      downCount: 0,
      unresolvedCount: 0,
      daysSinceLast: 60,
    };
    expect(urgencyLevel(quiet)).toBe(1);
    expect(urgencyLevel({ ...quiet, count: 4, daysSinceLast: 20 })).toBe(4);
    expect(
      urgencyLevel({
        count: 8,
        recentCount: 5,
        urgentCount: 6,
        downCount: 3,
        unresolvedCount: 2,
        daysSinceLast: 1,
      }),
    ).toBe(10);
  });

  it('need three tickets in 90 days, or two in 30, to call something recurring', () => {
    expect(isRecurring({ count: 2, recentCount: 1 })).toBe(false);
    expect(isRecurring({ count: 2, recentCount: 2 })).toBe(true);
    expect(isRecurring({ count: 3, recentCount: 0 })).toBe(true);
  });
});

describe('insights', () => {
  it('name the store, category, tickets and technicians, with a solution and prevention from the guides', () => {
    const [insight] = buildInsights({
      groups: [
        group({
          urgentCount: 2,
          technicians: ['Maria Lopez'],
          lastSubmittedAt: new Date(NOW.getTime() - 2 * DAY),
        }),
      ],
      recent: [],
      now: NOW,
      knowledgeBase,
    });
    expect(insight).toMatchObject({
      issue:
        'Freezer problems keep coming back at Downtown: 3 tickets in 90 days (#1003, #1002, #1001), 1 in the last 30 days, 2 urgent; the latest, “Walk-in cooler warm”, came in 2 days ago.',
      location: 'Downtown',
      category: 'Freezer',
      ticketNumbers: [1003, 1002, 1001],
    });
    expect(insight?.solution).toMatch(
      /Have Maria Lopez, who worked on them, look for the root cause across all 3 tickets rather than fixing each one on its own\.$/,
    );
    expect(insight?.preventiveMeasures).toContain('Clean condenser coils monthly.');
  });

  it('skip one-off pairs and order the rest by urgency', () => {
    const result = buildInsights({
      groups: [
        group({ location: 'Airport', count: 2, recentCount: 1 }),
        group({
          location: 'Mall Location',
          category: 'Fryer',
          titles: ['Fryer not heating'],
          urgentCount: 3,
          downCount: 2,
          lastSubmittedAt: new Date(NOW.getTime() - DAY),
        }),
        group({ location: 'North Side' }),
      ],
      recent: [],
      now: NOW,
      knowledgeBase,
    });
    expect(result.map((insight) => insight.location)).toEqual(['Mall Location', 'North Side']);
  });

  it('find the same symptom across three or more stores', () => {
    const recent: RecentTicketText[] = ['Downtown', 'Airport', 'Highway 101', 'Airport'].map(
      (location, index) => ({
        ticketNumber: 2000 + index,
        title: 'Ice machine not making ice',
        description: 'Bin empty, low ice production.',
        location,
        category: 'Ice Machine',
        priority: 'medium',
        submittedAt: new Date(NOW.getTime() - (index + 1) * 5 * DAY),
      }),
    );
    const [insight] = buildInsights({ groups: [], recent, now: NOW, knowledgeBase });
    expect(insight?.issue).toBe(
      '“Ice machine not making ice or low ice production” is showing up across the chain: 4 Ice Machine tickets at Downtown, Airport and Highway 101 in 90 days (#2000, #2001, #2002, #2003).',
    );
    expect(insight?.location).toBeNull();
    expect(
      buildInsights({ groups: [], recent: recent.slice(0, 2), now: NOW, knowledgeBase }),
    ).toEqual([]);
  });
});
