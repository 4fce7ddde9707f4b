import { describe, expect, it } from 'vitest';

import { DEFAULT_CATEGORIES, DEFAULT_LOCATIONS } from '#contract/constants.ts';

import {
  asksOverdue,
  describeExclusions,
  priorityIn,
  readFilters,
  unrecordedPart,
} from './chat-filters.ts';
import { findCategory, findStore, plainWords } from './chat-entities.ts';

// Issue 38: negations and exclusions change the filter, never get dropped; 'overdue' is its own
// filter; what the data does not hold is named, not guessed.

const names = {
  locations: DEFAULT_LOCATIONS.map((location) => ({ name: location.name })),
  categories: DEFAULT_CATEGORIES.map((category) => ({ name: category.name })),
  people: [{ name: 'Tony Russo' }, { name: 'Maria Lopez' }, { name: 'Sam Patel' }],
};

function read(question: string) {
  return readFilters(question, names);
}

describe('exclusions in a question', () => {
  it('leaves out a store after "not at" and reads no store as the filter', () => {
    const filters = read('open tickets not at Downtown');
    expect(filters.exclude.locations).toEqual(['Downtown']);
    expect(findStore(filters.positive, names.locations)).toBeUndefined();
    expect(filters.positive).toBe('open tickets');
  });

  it('leaves out a category named by its equipment after "except"', () => {
    const filters = read('all urgent tickets except refrigeration');
    expect(filters.exclude.categories).toEqual(['Freezer']);
    expect(findCategory(filters.positive, names.categories)).toBeUndefined();
    expect(priorityIn(filters.positive)).toBe('urgent');
  });

  it('reads "without a technician" as no technician, not as an exclusion', () => {
    const filters = read('tickets without a technician');
    expect(filters.withoutTechnician).toBe(true);
    expect(describeExclusions(filters.exclude)).toBe('');
    expect(read('tickets with a technician').withoutTechnician).toBe(false);
  });

  it.each([
    ['non-urgent tickets at the airport', { priorities: ['urgent'] }, 'Airport'],
    ['tickets other than fryer ones at north side', { categories: ['Fryer'] }, 'North Side'],
    ['urgent tickets except Downtown or Airport', { locations: ['Downtown', 'Airport'] }, null],
    ['tickets not assigned to Tony', { assignees: ['Tony Russo'] }, null],
    ['open jobs excluding hwy 101', { locations: ['Highway 101'] }, null],
  ])('reads the exclusion of "%s"', (question, exclude, store) => {
    const filters = read(question);
    expect(filters.exclude).toEqual({
      locations: [],
      categories: [],
      priorities: [],
      assignees: [],
      ...exclude,
    });
    expect(findStore(filters.positive, names.locations)?.name ?? null).toBe(store);
  });

  it('keeps "not" that names a symptom or a status, not a name', () => {
    for (const question of [
      'fryer not heating at downtown',
      'tickets not completed at downtown',
      'ice machine making no ice',
      'are there no urgent tickets at downtown',
      'the walk in is not working',
    ]) {
      const filters = read(question);
      expect(describeExclusions(filters.exclude), question).toBe('');
      expect(filters.positive).toBe(plainWords(question).join(' '));
    }
    expect(read('tickets not assigned yet').withoutTechnician).toBe(true);
    expect(read('tickets not assigned to Tony').withoutTechnician).toBe(false);
  });

  it('says the exclusions in words', () => {
    expect(
      describeExclusions({
        locations: ['Downtown', 'Airport'],
        categories: ['Freezer'],
        priorities: ['low'],
        assignees: ['Tony Russo'],
      }),
    ).toBe('not at Downtown or Airport, not Freezer, not low priority, not assigned to Tony Russo');
  });
});

describe('overdue', () => {
  it.each([
    'which tickets are past their scheduled time',
    'overdue tickets at downtown',
    'what jobs are running late',
    'tickets behind schedule',
    'which tickets should have been done by now',
  ])('reads "%s" as overdue', (question) => {
    expect(asksOverdue(plainWords(question).join(' '))).toBe(true);
  });

  it.each(['tickets scheduled next week', 'whats on my schedule today', 'open tickets'])(
    'does not read "%s" as overdue',
    (question) => {
      expect(asksOverdue(plainWords(question).join(' '))).toBe(false);
    },
  );
});

describe('what the data does not hold', () => {
  it.each([
    ['urgent tickets caused by the storm', 'what caused them is not recorded'],
    ['which tickets did customers complain about', 'customers and their complaints'],
    ['fryer tickets that cost us sales', 'sales are not recorded'],
  ])('names it in "%s"', (question, words) => {
    expect(unrecordedPart(plainWords(question).join(' '))).toContain(words);
  });

  it('names nothing in a question the data answers', () => {
    for (const question of [
      'urgent freezer tickets at downtown this week',
      'storm drain backing up tickets',
      'tickets about the power outage at airport',
      'sink drain clogged at north side',
    ]) {
      expect(unrecordedPart(question), question).toBeNull();
    }
  });
});
