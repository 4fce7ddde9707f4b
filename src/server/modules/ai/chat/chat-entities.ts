// Architecture §7: the chain's own names found in a question — stores, categories, people and equipment —
// forgiving typos ('downtwon'), short forms ('hwy 101') and the words staff use for a thing
// ('the walk-in' is Freezer). Pure functions over the names the asker may see.

/** Lower case, apostrophes dropped, anything else that is not a letter or digit a space. */
export function plainWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9#]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

/** Edit distance with adjacent transpositions ('downtwon' is one edit from 'downtown'). */
export function editDistance(left: string, right: string): number {
  const rows = left.length + 1;
  const columns = right.length + 1;
  const table: number[][] = Array.from({ length: rows }, (_, row) =>
    Array.from({ length: columns }, (_, column) => (row === 0 ? column : column === 0 ? row : 0)),
  );
  for (let row = 1; row < rows; row += 1) {
    for (let column = 1; column < columns; column += 1) {
      const cost = left[row - 1] === right[column - 1] ? 0 : 1;
      let best = Math.min(
        (table[row - 1]?.[column] ?? 0) + 1,
        (table[row]?.[column - 1] ?? 0) + 1,
        (table[row - 1]?.[column - 1] ?? 0) + cost,
      );
      if (
        row > 1 &&
        column > 1 &&
        left[row - 1] === right[column - 2] &&
        left[row - 2] === right[column - 1]
      ) {
        best = Math.min(best, (table[row - 2]?.[column - 2] ?? 0) + 1);
      }
      const line = table[row];
      if (line) line[column] = best;
    }
  }
  return table[rows - 1]?.[columns - 1] ?? 0;
}

/** A word of the question that means `target` despite a typo: one edit from 5 letters, two from 8. */
export function isNear(word: string, target: string): boolean {
  if (word === target) return true;
  if (target.length < 5 || word.length < 4) return false;
  const allowed = target.length >= 8 ? 2 : 1;
  return Math.abs(word.length - target.length) <= allowed && editDistance(word, target) <= allowed;
}

const GENERIC_STORE_WORDS = new Set([
  'location',
  'side',
  'store',
  'the',
  'and',
  'road',
  'street',
  'restaurant',
]);

const STORE_SHORT_FORMS: [RegExp, string][] = [
  [/\b(hwy|highway|hw)\s*101\b|\b101\b/, 'highway 101'],
  [/\bnorth\s*side\b|\bnorthside\b|\bnorth store\b/, 'north side'],
  [/\bthe mall\b|\bmall\b/, 'mall location'],
  [/\bairprot\b|\bairpt\b/, 'airport'],
  [/\bdt\b|\bdwntwn\b/, 'downtown'],
];

/** The store a question names, by full name, a distinctive word, a short form or a near miss. */
export function findStore<T extends { name: string }>(
  question: string,
  stores: T[],
): T | undefined {
  const text = plainWords(question).join(' ');
  const byLength = [...stores].sort((left, right) => right.name.length - left.name.length);
  const exact = byLength.find((store) => text.includes(plainWords(store.name).join(' ')));
  if (exact) return exact;
  for (const [pattern, name] of STORE_SHORT_FORMS) {
    if (pattern.test(text)) {
      const store = stores.find((entry) => plainWords(entry.name).join(' ') === name);
      if (store) return store;
    }
  }
  const words = plainWords(question);
  return byLength.find((store) =>
    plainWords(store.name).some(
      (part) =>
        part.length >= 4 &&
        !GENERIC_STORE_WORDS.has(part) &&
        words.some((word) => isNear(word, part)),
    ),
  );
}

/**
 * Words that name a default category's equipment. A question about 'the walk-in' or 'the AC' is
 * about Freezer or HVAC tickets; admin-added categories are found by their own name.
 */
const CATEGORY_WORDS: Record<string, RegExp> = {
  Fryer: /\b(fryers?|fry(er)? ?vat|frymaster|pitco|deep ?fry\w*|fry station)\b/,
  Freezer:
    /\b(freezers?|walk ?ins?|wic|reach ?ins?|coolers?|fridges?|refrigerat\w*|lowboys?|prep table|cold storage|frezer|freezr|fridge)\b/,
  Grill: /\b(grills?|flat ?tops?|griddles?|charbroil\w*|broilers?|clamshells?|salamanders?)\b/,
  'Ice Machine': /\b(ice ?(machines?|makers?|bins?)|ice|hoshizaki|manitowoc|scotsman)\b/,
  HVAC: /\b(hvac|a ?c|air ?con\w*|heating|heater|furnace|hoods?|exhaust fans?|make ?up air|thermostat|ventilation)\b/,
  Plumbing:
    /\b(plumbing|plumber|sinks?|drains?|toilets?|grease traps?|water heaters?|pipes?|faucets?|leaks?|clogs?|clogged|sewer)\b/,
  Electrical:
    /\b(electrical|electric|breakers?|outlets?|wiring|lights?|lighting|power|panel|gfci|bulbs?)\b/,
  Other: /\b(ovens?|dish ?machines?|dishwashers?|pos|registers?|doors?|furniture|signs?|signage)\b/,
};

/** The category a question is about, by its name (a near miss allowed) or its equipment's words. */
export function findCategory<T extends { name: string }>(
  question: string,
  categories: T[],
): T | undefined {
  const words = plainWords(question);
  const text = words.join(' ');
  const byLength = [...categories].sort((left, right) => right.name.length - left.name.length);
  const named = byLength.find((category) => {
    const parts = plainWords(category.name);
    return (
      parts.length > 0 &&
      parts.every((part) => words.some((word) => isNear(word, part) || word === `${part}s`))
    );
  });
  if (named && plainWords(named.name).join(' ') !== 'other') return named;
  // Equipment words in a fixed order: 'the fryer has no power' is about the fryer.
  for (const [name, pattern] of Object.entries(CATEGORY_WORDS)) {
    if (!pattern.test(text)) continue;
    const category = categories.find((entry) => entry.name === name);
    if (category) return category;
  }
  return undefined;
}

/** Words of generated or role-like names that never name a person in a question. */
const NOT_NAMES = new Set(['test', 'technician', 'tech', 'manager', 'admin', 'user', 'store']);

/** A person the question names, by full name, first name or a near miss of either. */
export function findPerson<T extends { name: string }>(
  question: string,
  people: T[],
): T | undefined {
  // A possessive reads as the name: "Tony's", "sams".
  const words = plainWords(question).flatMap((word) =>
    word.endsWith('s') && word.length > 3 ? [word, word.slice(0, -1)] : [word],
  );
  const text = words.join(' ');
  const full = people.find((person) => text.includes(plainWords(person.name).join(' ')));
  if (full) return full;
  const first = people.filter((person) => {
    const [firstName] = plainWords(person.name);
    return (
      firstName !== undefined &&
      firstName.length >= 3 &&
      !NOT_NAMES.has(firstName) &&
      words.includes(firstName)
    );
  });
  if (first.length === 1) return first[0];
  const near = people.filter((person) =>
    plainWords(person.name).some(
      (part) =>
        part.length >= 5 && !NOT_NAMES.has(part) && words.some((word) => isNear(word, part)),
    ),
  );
  return near.length === 1 ? near[0] : undefined;
}

/** Units a question names ('Fryer 2', 'the walk-in'), best match first. */
export function findEquipment<T extends { name: string; location: string }>(
  question: string,
  units: T[],
): T[] {
  const words = plainWords(question);
  const scored = units
    .map((unit) => {
      const parts = plainWords(unit.name);
      const hits = parts.filter((part) =>
        words.some((word) => word === part || (/^[a-z]/.test(part) && isNear(word, part))),
      ).length;
      // A number in the name ('Fryer 2') must be in the question when it names a number.
      const numbers = parts.filter((part) => /^\d+$/.test(part));
      const numberMissed =
        numbers.length > 0 &&
        words.some((word) => /^\d+$/.test(word)) &&
        !numbers.some((number) => words.includes(number));
      return { unit, score: numberMissed ? 0 : hits / Math.max(parts.length, 1) };
    })
    .filter((entry) => entry.score >= 0.5)
    .sort((left, right) => right.score - left.score);
  const best = scored[0]?.score ?? 0;
  return scored.filter((entry) => entry.score === best).map((entry) => entry.unit);
}
