import type { Insight } from '#contract/schemas/ai.ts';

import type { InsightGroup, RecentTicketText } from '../ai.repository.ts';
import type { KnowledgeBase } from '../knowledge-base/knowledge-base.ts';

// Recurring failures (architecture §7): the same store and category, or the same symptom across stores,
// repeatedly within 30–90 days. Each insight names the store, category and tickets, carries an
// urgency level from 1 to 10 and takes its solution and prevention from the knowledge base.

export const INSIGHT_WINDOW_DAYS = 90;
export const INSIGHT_RECENT_DAYS = 30;
const MAX_INSIGHTS = 8;
const DAY_MS = 24 * 60 * 60 * 1000;

function ticketList(numbers: number[]): string {
  return numbers.map((number) => `#${String(number)}`).join(', ');
}

function ago(last: Date, now: Date): string {
  const days = Math.floor((now.getTime() - last.getTime()) / DAY_MS);
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  return `${String(days)} days ago`;
}

function joinNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}

/** 1–10 from frequency, the share of urgent tickets, equipment downtime and recency. */
export function urgencyLevel(group: {
  count: number;
  recentCount: number;
  urgentCount: number;
  downCount: number;
  unresolvedCount: number;
  daysSinceLast: number;
}): number {
  let level = group.count >= 6 ? 4 : group.count >= 4 ? 3 : group.count >= 3 ? 2 : 1;
  if (group.recentCount >= 3) level += 1;
  if (group.daysSinceLast <= 7) level += 2;
  else if (group.daysSinceLast <= 30) level += 1;
  const urgentShare = group.urgentCount / Math.max(1, group.count);
  if (urgentShare >= 0.5) level += 2;
  else if (group.urgentCount > 0) level += 1;
  if (group.downCount > 0) level += 1;
  if (group.unresolvedCount > 0) level += 1;
  return Math.min(10, Math.max(1, level));
}

/** A group counts as recurring with 3+ tickets in 90 days, or 2+ in the last 30. */
export function isRecurring(group: { count: number; recentCount: number }): boolean {
  return group.count >= 3 || group.recentCount >= 2;
}

export function buildInsights(input: {
  groups: InsightGroup[];
  recent: RecentTicketText[];
  now: Date;
  knowledgeBase: KnowledgeBase;
}): Insight[] {
  const { now, knowledgeBase } = input;
  const insights: (Insight & { sortKey: number })[] = [];

  for (const group of input.groups.filter(isRecurring)) {
    const daysSinceLast = (now.getTime() - group.lastSubmittedAt.getTime()) / DAY_MS;
    const level = urgencyLevel({ ...group, daysSinceLast });
    const guide = knowledgeBase.bestGuide(group.titles.join('. '), group.category);
    const details = [
      `${String(group.count)} tickets in ${String(INSIGHT_WINDOW_DAYS)} days (${ticketList(group.ticketNumbers)})`,
      group.recentCount > 0
        ? `${String(group.recentCount)} in the last ${String(INSIGHT_RECENT_DAYS)} days`
        : '',
      group.urgentCount > 0 ? `${String(group.urgentCount)} urgent` : '',
      group.downCount > 0
        ? `equipment down ${String(group.downCount)} ${group.downCount === 1 ? 'time' : 'times'}`
        : '',
    ].filter(Boolean);
    const latest = group.titles[0]
      ? `; the latest, “${group.titles[0]}”, came in ${ago(group.lastSubmittedAt, now)}`
      : '';
    const who =
      group.technicians.length > 0
        ? `Have ${joinNames(group.technicians.slice(0, 2))}, who worked on them, look for the root cause across all ${String(group.count)} tickets`
        : `Send one technician to look for the root cause across all ${String(group.count)} tickets`;
    insights.push({
      issue: `${group.category} problems keep coming back at ${group.location}: ${details.join(', ')}${latest}.`,
      solution: `${guide.solution} ${who} rather than fixing each one on its own.`,
      urgencyLevel: level,
      preventiveMeasures: [
        ...guide.prevention,
        `Put the ${group.category} equipment at ${group.location} on a monthly preventive maintenance visit.`,
      ],
      location: group.location,
      category: group.category,
      ticketNumbers: group.ticketNumbers,
      sortKey: level * 1000 + group.count,
    });
  }

  // The same symptom at several stores: a chain-wide pattern (a model, a vendor, a season).
  const bySymptom = new Map<string, { guideId: string; tickets: RecentTicketText[] }>();
  for (const ticket of input.recent) {
    const guide = knowledgeBase.bestGuide(
      `${ticket.title}. ${ticket.description}`,
      ticket.category,
    );
    if (guide.category === '*') continue;
    const key = `${guide.id}\u0000${ticket.category}`;
    const entry = bySymptom.get(key) ?? { guideId: guide.id, tickets: [] };
    entry.tickets.push(ticket);
    bySymptom.set(key, entry);
  }
  for (const { guideId, tickets } of bySymptom.values()) {
    const locationNames = [...new Set(tickets.map((ticket) => ticket.location))];
    if (tickets.length < 3 || locationNames.length < 3) continue;
    const guide = knowledgeBase.guides.find((candidate) => candidate.id === guideId);
    const first = tickets[0];
    if (!guide || !first) continue;
    const last = tickets.reduce(
      (latest, ticket) => (ticket.submittedAt > latest ? ticket.submittedAt : latest),
      first.submittedAt,
    );
    const recentCount = tickets.filter(
      (ticket) => now.getTime() - ticket.submittedAt.getTime() <= INSIGHT_RECENT_DAYS * DAY_MS,
    ).length;
    const urgentCount = tickets.filter((ticket) => ticket.priority === 'urgent').length;
    const level = urgencyLevel({
      count: tickets.length,
      recentCount,
      urgentCount,
      downCount: 0,
      unresolvedCount: 0,
      daysSinceLast: (now.getTime() - last.getTime()) / DAY_MS,
    });
    const numbers = tickets.slice(0, 8).map((ticket) => ticket.ticketNumber);
    insights.push({
      issue: `“${guide.symptom}” is showing up across the chain: ${String(tickets.length)} ${first.category} tickets at ${joinNames(locationNames.slice(0, 4))} in ${String(INSIGHT_WINDOW_DAYS)} days (${ticketList(numbers)}).`,
      solution: `${guide.solution} Check whether the same model, part or vendor is involved at each store and fix the cause once for all of them.`,
      urgencyLevel: level,
      preventiveMeasures: guide.prevention,
      location: null,
      category: first.category,
      ticketNumbers: numbers,
      sortKey: level * 1000 + tickets.length - 1,
    });
  }

  return insights
    .sort((left, right) => right.sortKey - left.sortKey)
    .slice(0, MAX_INSIGHTS)
    .map(({ sortKey: _sortKey, ...insight }) => insight);
}
