// Turns a maintenance report into the sparse features the triage classifiers read. Staff write in a
// hurry: misspellings, slang, brand names, run-together words. Word features carry meaning; the
// character 3- and 4-grams inside each word make "frezer", "freezr" and "freezer" look alike.

import { stemmer } from 'stemmer';
import { z } from 'zod';

import { loadOnce, readJsonDataFile } from '../ai-data-files.ts';

export interface Token {
  /** The normalised, Porter-stemmed word the model sees (the `stemmer` package; decision 017). */
  term: string;
  /** The word as the reporter wrote it, for the reasoning text. */
  surface: string;
}

export type SparseVector = Map<string, number>;

// The word tables live in data/ (stop-words.json, synonyms.json, display-words.json):
// - stop words are dropped (English and the Spanish function words some crews report in);
// - synonyms fold spellings, slang and brand names onto one term before features are made; brands map
//   to what they make (a True or Traulsen is a cooler, a Hoshizaki an ice machine, a Frymaster a fryer);
// - display words say how a joined phrase reads back in the reasoning ("walkin" was "walk-in").
const WordListSchema = z.array(z.string().regex(/^[a-z0-9]+$/, 'Expected a lower-case word'));
const WordMapSchema = z.record(z.string().min(1), z.string().min(1));

const wordTables = loadOnce(() => ({
  stopWords: new Set(readJsonDataFile('stop-words.json', WordListSchema)),
  synonyms: new Map(Object.entries(readJsonDataFile('synonyms.json', WordMapSchema))),
  displayWords: new Map(Object.entries(readJsonDataFile('display-words.json', WordMapSchema))),
}));

// A phrase written as several words that means one thing; joined before tokenising.
const PHRASES: [RegExp, string][] = [
  [/\bwalk[\s-]?in\b/g, ' walkin '],
  [/\breach[\s-]?in\b/g, ' reachin '],
  [/\bice[\s-]?(machine|maker|machne|machin|mashine)s?\b/g, ' icemachine '],
  [/\bflat[\s-]?top\b/g, ' flattop '],
  [/\bchar[\s-]?broil(er)?s?\b/g, ' charbroiler '],
  [/\bclam[\s-]?shells?\b/g, ' clamshell '],
  [/\bsoft[\s-]?serve\b/g, ' softserve '],
  [/\bice[\s-]?cream\b/g, ' icecream '],
  [/\bmake[\s-]?up[\s-]?air\b/g, ' makeupair '],
  [/\bgrease[\s-]?traps?\b/g, ' greasetrap '],
  [/\bwater[\s-]?heaters?\b/g, ' waterheater '],
  [/\bhot[\s-]?water[\s-]?heaters?\b/g, ' waterheater '],
  [/\bhenny[\s-]?penny\b/g, ' hennypenny '],
  [/\bbeverage[\s-]?air\b/g, ' beverageair '],
  [/\bice[\s-]?o[\s-]?matic\b/g, ' icematic '],
  [/\ba\.?o\.?\s?smith\b/g, ' aosmith '],
  [/\bsquare\s?d\b/g, ' squared '],
  [/\bdish[\s-]?(washer|machine)s?\b/g, ' dishmachine '],
  [/\ba\/c\b/g, ' ac '],
  [/\bair[\s-]?con(ditioning|ditioner|dition)?\b/g, ' ac '],
  [/\bt[\s-]?stat\b/g, ' thermostat '],
  [/\broof[\s-]?top\b/g, ' rooftop '],
  [/\bhot\s+oil\b/g, ' hotoil '],
  [/\bsewer\s+gas\b/g, ' sewergas '],
  [/\bgas\s+(smell|leak|odor|odour)\b/g, ' gasleak '],
  [/\bsmell(s|ing)?\s+(like\s+)?gas\b/g, ' gasleak '],
  [/\bhuele\s+a\s+gas\b/g, ' gasleak '],
  [/\bpower\s+outage\b/g, ' outage '],
  [/\bno\s+power\b/g, ' nopower '],
  [/\bhot\s+water\b/g, ' hotwater '],
  [/\bagua\s+caliente\b/g, ' hotwater '],
];

const TEMPERATURE =
  /(-?\d{1,3}(?:\.\d)?)\s*(?:°|º|degrees?|degs?|deg\.?|grados)?\s*(f|fahrenheit|c|celsius)?\b/g;

/** Lower-case, strip accents and emoji, expand phrases: the text every feature is made from. */
export function normalizeText(text: string): string {
  let normalized = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/(\w)'(t|s|re|ve|ll|d|m)\b/g, '$1$2');
  for (const [pattern, replacement] of PHRASES)
    normalized = normalized.replace(pattern, replacement);
  return normalized.replace(/\s+/g, ' ').trim();
}

/** The words of a report, normalised, with stopwords dropped and synonyms folded. */
export function tokenize(text: string): Token[] {
  const { stopWords, synonyms, displayWords } = wordTables();
  const normalized = normalizeText(text);
  const tokens: Token[] = [];
  for (const match of normalized.matchAll(/[a-z][a-z0-9/-]*|\d+/g)) {
    const raw = match[0].replace(/[-/]+$/, '');
    for (const part of raw.includes('-') && !synonyms.has(raw) ? raw.split('-') : [raw]) {
      if (!part) continue;
      const folded = synonyms.get(part) ?? part;
      if (stopWords.has(folded) || (folded.length < 2 && !/\d/.test(folded))) continue;
      const term = /^\d+$/.test(folded) ? '#num' : stemmer(folded);
      tokens.push({ term, surface: displayWords.get(part) ?? part });
    }
  }
  return tokens;
}

/** A word with the synonym table applied ("frezer" → "freezer", "nevera" → "cooler"). */
export function foldWord(word: string): string {
  return wordTables().synonyms.get(word) ?? word;
}

export interface Temperature {
  value: number;
  unit: 'F' | 'C' | null;
}

// A bare number after "at", "reads", "is"... ("walk-in at 44"), but not a time, count or duration.
const LOOSE_TEMPERATURE =
  /\b(?:at|is|reads?|reading|showing|shows|says|hit|hits|around|about|climbing to|up to|reaches|reached|gets to|dice|marca|est[aá] a)\s+(-?\d{1,3})\b(?!\s*(?:%|percent|min|mins|minutes|hours?|hrs?|am|pm|seconds|secs|:|\/|times|tickets|orders|people|guests|psi|amps?|volts?))|\b(\d{2,3})\s+now\b/g;

/**
 * Temperatures written in the report ("47F", "45 degrees", "8°C"). With `loose`, bare numbers after
 * "at" or "reads" count too; callers use that only where the text is about a temperature.
 */
export function extractTemperatures(
  text: string,
  options: { loose?: boolean } = {},
): Temperature[] {
  const found: Temperature[] = [];
  const normalized = text.toLowerCase();
  for (const match of normalized.matchAll(TEMPERATURE)) {
    const whole = match[0];
    const hasMarker = /°|º|deg|grados|\d\s*(f|c)\b|fahrenheit|celsius/.test(whole);
    if (!hasMarker) continue;
    const value = Number(match[1]);
    const unitText = match[2];
    const unit = unitText?.startsWith('f') ? 'F' : unitText?.startsWith('c') ? 'C' : null;
    found.push({ value, unit });
  }
  if (options.loose) {
    for (const match of normalized.matchAll(LOOSE_TEMPERATURE)) {
      const value = Number(match[1] ?? match[2]);
      if (Number.isFinite(value)) found.push({ value, unit: null });
    }
  }
  return found;
}

/** Degrees Fahrenheit; an unmarked reading is taken as Fahrenheit (US kitchens). */
export function toFahrenheit(temperature: Temperature): number {
  return temperature.unit === 'C' ? (temperature.value * 9) / 5 + 32 : temperature.value;
}

const CHAR_GRAM_WEIGHT = 0.35;
const CHAR_GRAM_SIZES = [3, 4];

/** The character n-gram features of one word, with word boundaries marked. */
export function charGrams(term: string): string[] {
  const padded = `<${term}>`;
  const grams: string[] = [];
  for (const size of CHAR_GRAM_SIZES) {
    for (let start = 0; start + size <= padded.length; start += 1)
      grams.push(`c:${padded.slice(start, start + size)}`);
  }
  return grams;
}

/**
 * Sparse features: stemmed words, word pairs, and 3–4 character n-grams of each word (weighted lower),
 * plus any extra signal features the caller adds. L2-normalised so long reports do not shout.
 */
export function featurize(tokens: Token[], extra: string[] = []): SparseVector {
  const vector: SparseVector = new Map();
  const add = (key: string, weight: number) => {
    vector.set(key, (vector.get(key) ?? 0) + weight);
  };
  tokens.forEach((token, index) => {
    add(`w:${token.term}`, 1);
    const next = tokens[index + 1];
    if (next) add(`b:${token.term}_${next.term}`, 0.7);
    if (token.term !== '#num' && token.term.length >= 3) {
      for (const gram of charGrams(token.term)) add(gram, CHAR_GRAM_WEIGHT);
    }
  });
  for (const signal of extra) add(`s:${signal}`, 1.5);
  // Repeated words count with diminishing returns.
  let norm = 0;
  for (const [key, value] of vector) {
    const damped = Math.sign(value) * Math.log1p(Math.abs(value));
    vector.set(key, damped);
    norm += damped * damped;
  }
  norm = Math.sqrt(norm) || 1;
  for (const [key, value] of vector) vector.set(key, value / norm);
  return vector;
}
