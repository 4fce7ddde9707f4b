import { describe, expect, it } from 'vitest';

import { DEFAULT_CATEGORIES, DEFAULT_LOCATIONS } from '#contract/constants.ts';

import {
  editDistance,
  findCategory,
  findEquipment,
  findPerson,
  findStore,
} from './chat-entities.ts';

// Architecture §7: the chain's own names read from questions the way staff type them.

const stores = DEFAULT_LOCATIONS.map((location) => ({ name: location.name }));
const categories = DEFAULT_CATEGORIES.map((category) => ({ name: category.name }));

describe('chat entities', () => {
  it('counts a swap of two letters as one edit', () => {
    expect(editDistance('downtwon', 'downtown')).toBe(1);
    expect(editDistance('airport', 'airport')).toBe(0);
  });

  it.each([
    ['urgent tix downtwon', 'Downtown'],
    ['tickets at hwy 101', 'Highway 101'],
    ['anything at northside', 'North Side'],
    ['the mall', 'Mall Location'],
    ['open at the airprot', 'Airport'],
  ])('finds the store in "%s"', (question, store) => {
    expect(findStore(question, stores)?.name).toBe(store);
  });

  it('finds no store where none is named', () => {
    expect(findStore('show urgent tickets', stores)).toBeUndefined();
  });

  it.each([
    ['the walk-in is warm', 'Freezer'],
    ['frezer tickets', 'Freezer'],
    ['when is the ice machine fixed', 'Ice Machine'],
    ['the fryer has no power', 'Fryer'],
    ['breaker problem', 'Electrical'],
    ['AC repair at the mall', 'HVAC'],
    ['grease trap backing up', 'Plumbing'],
  ])('reads "%s" as %s', (question, category) => {
    expect(findCategory(question, categories)?.name).toBe(category);
  });

  it('finds people by full name, first name, possessive or a typo, never by a role word', () => {
    const people = [
      { name: 'Tony Russo' },
      { name: 'Maria Lopez' },
      { name: 'Test technician tech' },
    ];
    expect(findPerson("what is Tony's schedule", people)?.name).toBe('Tony Russo');
    expect(findPerson('tickets for maria lopez', people)?.name).toBe('Maria Lopez');
    expect(findPerson('what did mraia do', people)?.name).toBe('Maria Lopez');
    expect(findPerson('what did bob do', people)).toBeUndefined();
    expect(findPerson('what did Lopes do', people)?.name).toBe('Maria Lopez');
    expect(findPerson('which tickets have no technician', people)).toBeUndefined();
  });

  it('tells units apart by their number', () => {
    const units = [
      { name: 'Fryer 1', location: 'Downtown' },
      { name: 'Fryer 2', location: 'Downtown' },
      { name: 'Walk-in Cooler', location: 'Downtown' },
    ];
    expect(findEquipment('is fryer 2 under warranty', units).map((unit) => unit.name)).toEqual([
      'Fryer 2',
    ]);
    expect(findEquipment('the walk in cooler', units).map((unit) => unit.name)).toEqual([
      'Walk-in Cooler',
    ]);
  });
});
