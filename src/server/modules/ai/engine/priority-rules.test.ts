import { describe, expect, it } from 'vitest';

import { findPriorityCues, isUrgentCue } from './priority-rules.ts';

function urgentSignals(text: string): string[] {
  return findPriorityCues(text)
    .filter(isUrgentCue)
    .map((cue) => cue.signal);
}

describe('the urgent rules of architecture §7', () => {
  it.each([
    ['Grease fire on the flat top, used the extinguisher', 'fire'],
    ['Kitchen filling with smoke', 'smoke'],
    ['Smells like gas behind the fryers', 'gas'],
    ['Outlet sparked when we plugged in the mixer', 'sparks'],
    ['Cook got a shock from the basket lift', 'shock'],
    ['Toilet overflowing onto the floor', 'flood'],
    ['Hot oil leaking from the drain valve onto the floor', 'hot-oil'],
    ['Front door glass shattered', 'glass'],
    ['No hot water at the hand sinks', 'no-hot-water'],
    ['Black specks in the ice, stopped serving it', 'bad-ice'],
    ['Walk-in cooler reads 47F', 'food-temp'],
    ['Reach in at 45 with the deli meats inside', 'food-temp'],
    ['Chest freezer at 38 degrees, fries thawed', 'food-temp'],
    ['Steam table holding chicken at 120 degrees', 'food-temp'],
    ['All registers are down, we cannot take orders', 'outage'],
    ['Kitchen is 96 degrees, AC out', 'room-temp'],
    // Fifth pass: Spanish shocks, hot water that ran out.
    ['Al cocinero le dio toque el enchufe de la licuadora', 'shock'],
    ['Hay un cable pelado junto a la puerta', 'shock'],
    ['The hot water ran out an hour ago, hand sinks are cold', 'no-hot-water'],
  ])('finds an urgent cue in “%s”', (text, signal) => {
    expect(urgentSignals(text)).toContain(signal);
  });

  it.each([
    'No smoke, just a rattling noise from the hood fan',
    'Burner will not fire up in the morning',
    'Fire suppression inspection is due next week',
    'Igniter sparks but the burner does not light',
    'Walk-in cooler holding at 38 degrees, fan noisy',
    'Freezer reads 5 degrees, a little frost on the door',
    'Drink cooler at 44 with only canned sodas in it',
    'Sewer gas smell near the floor drain',
    'Mop sink backing up when the dish machine drains',
    'The cheese melter will not turn on',
    'Fries taste burnt, oil is dark',
    // Fifth pass: a flood light is a light; a restroom lock is not the store's; 'make it' is no outage.
    'Flood light over the back lot is out',
    'Restroom door lock is broken, guests cant lock it',
    'Dimmer sticks at half, cant make it any darker',
    'Floor drain smells, nothing backing up',
    // Sixth pass: a room getting warmer holds no food; a queue backing up is no outage; the weather
    // is no reading; an overflow outside the store is not on its floor.
    'Dining room getting warmer since noon, 77 now',
    'One of the two toasters is slow, line backing up a little at lunch',
    'Reach-in at 38 on a 98 degree day, compressor loud',
    'Outside grease interceptor overflowing onto the asphalt, not inside',
  ])('finds no urgent cue in “%s”', (text) => {
    expect(urgentSignals(text)).toEqual([]);
  });

  it('reads temperatures in Celsius', () => {
    expect(urgentSignals('Prep cooler at 9°C, salads warm')).toContain('food-temp');
  });
});
