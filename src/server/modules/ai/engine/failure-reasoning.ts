import { z } from 'zod';

import { loadOnce, readJsonDataFile } from '../ai-data-files.ts';
import { foldWord, normalizeText } from './text-features.ts';

// Issue 38: reason from what failed, not from alarm words. A report is read as the asset and its role
// (data/failure-model.json), the function it lost, the readings it gives and what they mean for that
// asset, the scope (one of several, the whole line), the timing and any workaround. The priority
// follows from those by docs/ai-labelling-rules.md; the rules themselves are data, reviewed as rules.

const PrioritySchema = z.enum(['low', 'medium', 'urgent']);
type Priority = z.infer<typeof PrioritySchema>;
const RISKS = ['people', 'food', 'service', 'none'] as const;
type Risk = (typeof RISKS)[number];

const FUNCTIONS = [
  'not-cooling',
  'not-heating',
  'not-holding-temperature',
  'overheating',
  'not-locking',
  'not-closing',
  'leaking',
  'dripping',
  'clogged',
  'no-power',
  'tripping',
  'icing',
  'not-working',
  'noisy',
  'cosmetic',
  'damaged',
  'service-due',
] as const;
type FunctionId = (typeof FUNCTIONS)[number];
const FunctionIdSchema = z.enum(FUNCTIONS);

const RuleSchema = z.strictObject({
  priority: PrioritySchema,
  risk: z.enum(RISKS),
  consequence: z.string().min(1),
  urgentOnlyWhen: z.literal('whole').optional(),
  /** A damaged cover or fitting that "still works" is cosmetic (low). */
  lowWhenStillWorks: z.boolean().optional(),
  /** One light of several out is low: the others give enough light. */
  lowWhenSpare: z.boolean().optional(),
  /** The thing to repair when this function fails, if not the asset's ('sign faded' is Other). */
  category: z.string().min(1).optional(),
});
type Rule = z.infer<typeof RuleSchema>;

const PhrasesSchema = z.array(z.string().regex(/^[a-z0-9 ]+$/, 'Expected lower-case words')).min(1);

/**
 * A situation read from words that appear together (within `window` words), whatever the asset:
 * water running toward a panel, a flame rolling out of a burner, a screw in the ice. Each group is a
 * list of phrases; one phrase of every group must be present, the first one not negated.
 */
const SituationSchema = z.strictObject({
  id: z.string().min(1),
  priority: PrioritySchema,
  risk: z.enum(RISKS),
  /** The category when the situation names no asset of its own (contaminated tap water: Plumbing). */
  category: z.string().min(1).optional(),
  consequence: z.string().min(1),
  window: z.number().int().min(1).max(40),
  groups: z.array(PhrasesSchema).min(1).max(4),
  /**
   * Phrases within the window that say it is not this situation: 'a small puddle' is not water
   * across the floor, a 'side panel' is not an electrical panel.
   */
  unless: PhrasesSchema.optional(),
});
type SituationData = z.infer<typeof SituationSchema>;

const FailureModelSchema = z.strictObject({
  about: z.string(),
  roles: z.record(
    z.string(),
    z.strictObject({
      name: z.string().min(1),
      functions: z.partialRecord(FunctionIdSchema, RuleSchema),
    }),
  ),
  assets: z.array(
    z.strictObject({
      asset: z.string().min(1),
      role: z.string().min(1),
      category: z.string().min(1),
      words: PhrasesSchema,
      limits: z
        .strictObject({
          urgentAbove: z.number().optional(),
          urgentBelow: z.number().optional(),
          mediumBelow: z.number().optional(),
          meaning: z.string().min(1),
          /** What a reading out of range puts at risk (food unless said: a hot kitchen, people). */
          risk: z.enum(RISKS).optional(),
          /** A reading without a unit in this range is in °C: no such unit reads it in °F. */
          celsiusBetween: z.tuple([z.number(), z.number()]).optional(),
        })
        .optional(),
      functions: z.partialRecord(FunctionIdSchema, RuleSchema).optional(),
      /**
       * A part of a unit ('the light in the reach-in', 'the hood light'): named with a unit, the
       * unit is what is repaired (docs/ai-labelling-rules.md), the part's rules still apply.
       */
      partOfUnit: z.boolean().optional(),
    }),
  ),
  /** Rules for a function whatever the asset's role, unless the role or asset has its own. */
  anyRole: z.partialRecord(FunctionIdSchema, RuleSchema),
  functions: z.record(FunctionIdSchema, PhrasesSchema),
  scope: z.strictObject({
    spare: PhrasesSchema,
    whole: PhrasesSchema,
    /** Words just before an asset that make it every unit ('both flat tops', 'every headset'). */
    wholeBefore: PhrasesSchema,
    /** Words just before an asset that make it one of several ('two of the five headsets'). */
    spareBefore: PhrasesSchema,
  }),
  /** A reading no named asset could give is of the room when one is named (the asset holds its limits). */
  rooms: z.strictObject({ asset: z.string().min(1), words: PhrasesSchema }),
  /** Words before an asset that make it a place, not the thing ('the lowboy under the fry station'). */
  locatives: PhrasesSchema,
  /** Readings that are not about the equipment ('95 out', '30 outside'). */
  outdoorAfter: PhrasesSchema,
  situations: z.array(SituationSchema),
  timing: z.strictObject({
    now: PhrasesSchema,
    chronic: PhrasesSchema,
    /** Said of when it may be fixed ('tomorrow is fine', 'after close'): a medium fault is low. */
    canWait: PhrasesSchema,
  }),
  workarounds: PhrasesSchema,
  degraded: PhrasesSchema,
  stillWorks: PhrasesSchema,
  /**
   * What keeps a holding unit closed (a gasket, a lid, a door that closes slow): at fault, it is
   * medium even while the reading holds, so a reading in range stays part of the report about it.
   */
  holdingSeals: PhrasesSchema,
  lowPointers: PhrasesSchema,
  /** Words that say the failure is over for now ('relit it', 'back on'): a past cause, not an outage. */
  resolved: PhrasesSchema,
  /** The asset a failure is about when the report names none ("no power in the whole store"). */
  functionAssets: z.partialRecord(FunctionIdSchema, z.string().min(1)),
  /**
   * Assets that own a failure whenever they are named in its clause: a breaker that trips is the
   * breaker's even when a fryer trips it (docs/ai-labelling-rules.md, Electrical).
   */
  functionOwners: z.partialRecord(FunctionIdSchema, z.array(z.string().min(1)).min(1)),
});
type FailureModelData = z.infer<typeof FailureModelSchema>;
type AssetData = FailureModelData['assets'][number];

/** What the reasoning concluded about one report (or nothing when it named no asset and no failure). */
export interface FailureReading {
  priority: Priority;
  risk: Risk;
  /** How sure the reading is of the urgency, 0–1; under 0.6 the reporter is asked the risk questions. */
  confidence: number;
  asset: string;
  /** The reporter's words for the asset, folded ("walkin freezer", "panic bar"). */
  assetWords: string;
  role: string;
  category: string;
  function: FunctionId | 'reading' | 'situation';
  /** One sentence naming the failure and its consequence, for the manager to check. */
  reason: string;
  /** Set when a reading out of the asset's safe range decided it. */
  measured: number | null;
  /**
   * A situation that names no asset but has a category of its own (brown water from every tap is
   * Plumbing): the category is settled whatever the words' classifier says.
   */
  isCategorySettled?: boolean;
  /** The reason's pieces, so triage-spanish.ts can write it in Spanish (issue 40); `reason` is the English. */
  wording:
    | { kind: 'reading'; band: 'out' | 'below' | 'in'; meaning: string }
    | { kind: 'function'; why: string; consequence: string }
    | { kind: 'situation'; consequence: string }
    | { kind: 'unnamed' };
}

// The same folding the classifier uses: lower case, no accents, phrases joined, synonyms applied.
function wordsOf(text: string): string[] {
  return (text.match(/[a-z0-9]+/g) ?? []).map((word) => foldWord(word));
}

/** A phrase as a pattern, with its first word: a report without that word is not searched. */
interface Phrase {
  pattern: RegExp;
  firstWord: string;
}

function phrasePattern(phrase: string, gap: number): Phrase {
  const words = wordsOf(normalizeText(phrase)).map((word) => word.replace(/[^a-z0-9]/g, ''));
  const between = gap > 0 ? `(?: [a-z0-9]+){0,${String(gap)}} ` : ' ';
  return {
    pattern: new RegExp(`(?<![a-z0-9])${words.join(between)}(?![a-z0-9])`, 'g'),
    firstWord: words[0] ?? '',
  };
}

interface FunctionPhrase {
  id: FunctionId;
  isNegative: boolean;
}

/** Phrases by their first word, so a report is searched only for the phrases that could match. */
type PhraseIndex<T> = Map<string, (Phrase & { value: T })[]>;

function indexed<T>(entries: (Phrase & { value: T })[]): PhraseIndex<T> {
  const index: PhraseIndex<T> = new Map();
  for (const entry of entries) {
    const list = index.get(entry.firstWord);
    if (list) list.push(entry);
    else index.set(entry.firstWord, [entry]);
  }
  return index;
}

interface Compiled {
  data: FailureModelData;
  /** How a joined word reads back ("walkin" was "walk-in"): data/display-words.json. */
  displayWords: Map<string, string>;
  assets: PhraseIndex<AssetData>;
  functions: PhraseIndex<FunctionPhrase>;
  spare: PhraseIndex<null>;
  whole: PhraseIndex<null>;
  now: PhraseIndex<null>;
  chronic: PhraseIndex<null>;
  canWait: PhraseIndex<null>;
  workarounds: PhraseIndex<null>;
  degraded: PhraseIndex<null>;
  stillWorks: PhraseIndex<null>;
  holdingSeals: PhraseIndex<null>;
  lowPointers: PhraseIndex<null>;
  resolved: PhraseIndex<null>;
  wholeBefore: PhraseIndex<null>;
  spareBefore: PhraseIndex<null>;
  locatives: PhraseIndex<null>;
  rooms: PhraseIndex<null>;
  situations: { data: SituationData; groups: PhraseIndex<null>[]; unless: PhraseIndex<null> }[];
}

const NEGATOR =
  /^(no|not|never|wont|dont|doesnt|isnt|cant|cannot|without|nobody|nobodys|noone|nadie|nothing)\b/;

const model = loadOnce((): Compiled => {
  const data = readJsonDataFile('failure-model.json', FailureModelSchema);
  for (const asset of data.assets) {
    if (!(asset.role in data.roles))
      throw new Error(`failure-model.json: asset ${asset.asset} has unknown role ${asset.role}`);
  }
  // One phrase, one asset: after folding "bulb" is "light", so it may not also be listed elsewhere.
  const owners = new Map<string, string>();
  for (const asset of data.assets) {
    for (const word of asset.words) {
      const folded = wordsOf(normalizeText(word)).join(' ');
      const owner = owners.get(folded);
      if (owner !== undefined && owner !== asset.asset)
        throw new Error(`failure-model.json: "${word}" is both ${owner} and ${asset.asset}`);
      owners.set(folded, asset.asset);
    }
  }
  const list = (phrases: string[]) =>
    indexed(phrases.map((phrase) => ({ ...phrasePattern(phrase, 0), value: null })));
  return {
    data,
    displayWords: new Map(
      Object.entries(
        readJsonDataFile('display-words.json', z.record(z.string(), z.string().min(1))),
      ),
    ),
    assets: indexed(
      data.assets.flatMap((asset) =>
        asset.words.map((word) => ({ ...phrasePattern(word, 0), value: asset })),
      ),
    ),
    functions: indexed(
      FUNCTIONS.flatMap((id) =>
        data.functions[id].map((phrase) => ({
          // "will not hold its temperature": a long phrase may have a word inside it.
          ...phrasePattern(phrase, phrase.split(' ').length >= 3 ? 1 : 0),
          value: { id, isNegative: NEGATOR.test(phrase) },
        })),
      ),
    ),
    spare: list(data.scope.spare),
    whole: list(data.scope.whole),
    now: list(data.timing.now),
    chronic: list(data.timing.chronic),
    canWait: list(data.timing.canWait),
    workarounds: list(data.workarounds),
    degraded: list(data.degraded),
    stillWorks: list(data.stillWorks),
    holdingSeals: list(data.holdingSeals),
    lowPointers: list(data.lowPointers),
    resolved: list(data.resolved),
    wholeBefore: list(data.scope.wholeBefore),
    spareBefore: list(data.scope.spareBefore),
    locatives: list(data.locatives),
    rooms: list(data.rooms.words),
    situations: data.situations.map((situation) => ({
      data: situation,
      groups: situation.groups.map((group) => list(group)),
      unless: list(situation.unless ?? ['unlessnothing']),
    })),
  };
});

interface Mention<T> {
  start: number;
  end: number;
  value: T;
}

// "50 degrees cooler than the other side" is a difference, not a reading; "in range" is not a range.
const DIFFERENCE = /\b(cooler|colder|hotter|warmer|higher|lower) than\b/g;
const OUT_OF_RANGE = /\b(out of|in|within|outside( of)?) range\b/g;
// A drip tray is a part, not a leak.
const DRIP_PART = /\bdrip (tray|trays|pan|pans|edge|rail|rails|shield)\b/g;
// A reading with a unit ("47f", "45 degrees", "8 c"), or a bare number after "at", "reads", "is".
const MARKED_READING =
  /(-?\d{1,3}(?:\.\d)?)\s*(?:°|º|degrees?|degs?|deg\b|grados)\s*(f\b|fahrenheit|c\b|celsius)?|(-?\d{1,3})\s*(f|c)\b(?!\s*(?:of|de)\b)/g;
const LOOSE_READING =
  /\b(at|reads?|reading|showing|shows|says|hit|hits|around|climbing to|up to|reaches|reached|reaching|gets to|getting to|said|read|probed at|probes at|dice|marca|esta a|esta en|was|its|already|holding|sitting at|now|like)\s+(-?\d{1,3})\b(?!\s*(?:%|percent|ppm|min|mins|minutes|hours?|hrs?|am|pm|seconds|secs|:|\/|times|tickets|orders|people|guests|psi|amps?|volts?|o ?clock|days?|weeks?|months?|years?|of|out of|cars?|units?|items?|calls?|more|others?|dollars|bucks))/g;

// 'temps this am: 43, 44, 45', 'line temp 86': the first number a few words after a temperature word.
const TEMPERATURE_WORD_READING =
  /\b(temps?|temperature|thermometer)\b([^0-9.!?;\n]{0,24}?)\b(-?\d{1,3})\b(?!\s*(?:%|percent|ppm|min|mins|minutes|hours?|hrs?|am|pm|seconds|secs|:|\/|times|tickets|orders|people|guests|psi|amps?|volts?|o ?clock|checks|days?|weeks?))/g;
// 'went from 0 to 14', 'only getting the soup to 120': where a temperature went.
const MOVED_TO_READING =
  /\b((?:from -?\d{1,3}(?: ?(?:f|c|degrees?))?|(?:getting|got|gets|went|goes|going|rose|climbed|dropped|only)(?: [a-z]+){0,3}) to) (-?\d{1,3})\b(?!\s*(?:%|percent|ppm|min|mins|minutes|hours?|hrs?|am|pm|seconds|secs|:|\/|times|tickets|orders|people|guests|psi|amps?|volts?|o ?clock))/g;
// 'kitchen's warm, 88 by the fryers': a number opening a phrase about a place.
const PLACE_READING = /(^|[,;:] ?)(-?\d{2,3}) (?=(?:by|near|at|on|over|in) the\b)/g;
// '46 on the thermometer'; 'wic 47 rn' (a cold unit named, then its temperature).
const ON_THERMOMETER_READING =
  /\b(-?\d{1,3}) (?=on the (?:thermometer|therm|display|probe|gauge|screen|readout)\b)/g;
const COLD_UNIT_READING =
  /\b(wic|wif|walk ?in|walkin|cooler|freezer|frzr|reach ?in|reachin|lowboy|fridge)s? (-?\d{2,3})\b(?!\s*(?:%|percent|ppm|min|mins|minutes|hours?|hrs?|am|pm|:|\/|times|days?|weeks?))/g;
// '44ish'; '48 inside' (the room, beside '25 out').
const ISH_READING = /\b(-?\d{2,3}) ?ish\b/g;
const INDOOR_READING =
  /\b(-?\d{1,3}) (?=(?:inside|in here|indoors|adentro|in the (?:dining room|dining|kitchen|store|building|lobby))\b)/g;
// A report that says its thermometer is in Celsius ('its the celsius display') reads its bare numbers so.
const CELSIUS_SAID = /\b(celsius|centigrade|centigrados)\b/;
// Items of a numbered list ('1) urinal runs 2) umbrella torn') are separate clauses.
// 'frzr @ 22': the at sign before a number is 'at'.
const AT_SIGN = /(^|\s)@(?=\s*-?\d)/g;
// 'says 87. hood is on' ends a sentence: with a full stop only a one-digit number is an item.
const LIST_ITEM = /(^|\s)(?:\d{1,2}\)|[1-9]\.)\s/g;
// '(we only have 1)': words in brackets are part of the sentence; their closing bracket is no item.
const BRACKETED = /\(([^()]*\s[^()]*)\)/g;

function fahrenheit(value: number, unit: string | undefined): number {
  return unit?.startsWith('c') ? Math.round((value * 9) / 5 + 32) : Math.round(value);
}

const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  veinte: 20,
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  sesenta: 60,
  setenta: 70,
  ochenta: 80,
  noventa: 90,
};
const UNITS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
};
/**
 * A temperature said in words, as a voice note or a phone call gives it: 'at forty nine degrees',
 * 'cuarenta y dos grados'. Only before a degree word, so 'one of two' or 'twenty minutes' stay words.
 */
const WORDED_READING = new RegExp(
  `\\b(${Object.keys(TENS).join('|')})(?:[ -](?:y )?(${Object.keys(UNITS).join('|')}))? (?=(?:degrees?|grados?)\\b)`,
  'g',
);

function digitsForWords(normalized: string): string {
  return normalized.replace(
    WORDED_READING,
    (_all, tens: string, unit: string | undefined) =>
      `${String((TENS[tens] ?? 0) + (unit === undefined ? 0 : (UNITS[unit] ?? 0)))} `,
  );
}

/**
 * The text with readings replaced by "tmpNNN" words (°F; "tmpm5" is -5 °F) so they keep their place;
 * "tmp45u" had its unit written ('45F', '7 °C').
 */
function markReadings(normalized: string): string {
  const token = (value: number, hasUnit = false) =>
    ` tmp${value < 0 ? `m${String(-value)}` : String(value)}${hasUnit ? 'u' : ''} `;
  const bareUnit = CELSIUS_SAID.test(normalized) ? 'c' : undefined;
  const bare = (value: string) => token(fahrenheit(Number(value), bareUnit));
  return digitsForWords(normalized)
    .replace(AT_SIGN, '$1at ')
    .replace(BRACKETED, ' $1 ')
    .replace(LIST_ITEM, ' also ')
    .replace(DIFFERENCE, ' differenceof ')
    .replace(OUT_OF_RANGE, ' rangeword ')
    .replace(DRIP_PART, ' driptray ')
    .replace(MARKED_READING, (_all, a: string | undefined, unitA, b: string | undefined, unitB) =>
      token(
        fahrenheit(Number(a ?? b), ((unitA ?? unitB) as string | undefined) ?? bareUnit),
        (unitA ?? unitB ?? bareUnit) !== undefined,
      ),
    )
    .replace(ISH_READING, (_all, value: string) => bare(value))
    .replace(LOOSE_READING, (_all, lead: string, value: string) => ` ${lead}${bare(value)}`)
    .replace(
      TEMPERATURE_WORD_READING,
      (_all, lead: string, between: string, value: string) => ` ${lead}${between}${bare(value)}`,
    )
    .replace(MOVED_TO_READING, (_all, lead: string, value: string) => ` ${lead}${bare(value)}`)
    .replace(INDOOR_READING, (_all, value: string) => bare(value))
    .replace(ON_THERMOMETER_READING, (_all, value: string) => bare(value))
    .replace(PLACE_READING, (_all, lead: string, value: string) => `${lead}${bare(value)}`)
    .replace(COLD_UNIT_READING, (_all, unit: string, value: string) => ` ${unit}${bare(value)}`);
}

function readingValue(word: string): number {
  const digits = word.slice(3);
  return digits.startsWith('m') ? -Number(digits.slice(1)) : Number(digits);
}

// Hundreds of phrases: only those whose first word is in the report are searched (bench p95).
function matchesOf<T>(text: string, words: Set<string>, index: PhraseIndex<T>): Mention<T>[] {
  const found: Mention<T>[] = [];
  for (const word of words) {
    for (const { pattern, value } of index.get(word) ?? []) {
      for (const match of text.matchAll(pattern))
        found.push({ start: match.index, end: match.index + match[0].length, value });
    }
  }
  return found;
}

/** The longest mentions that do not overlap each other or the excluded spans, in text order. */
function longestFirst<T>(mentions: Mention<T>[], excluded: Mention<unknown>[] = []): Mention<T>[] {
  const kept: Mention<T>[] = [];
  const taken = [...excluded];
  for (const mention of [...mentions].sort(
    (left, right) => right.end - right.start - (left.end - left.start) || left.start - right.start,
  )) {
    if (taken.some((other) => mention.start < other.end && mention.end > other.start)) continue;
    kept.push(mention);
    taken.push(mention);
  }
  return kept.sort((left, right) => left.start - right.start);
}

function isNegatedAt(text: string, start: number): boolean {
  const before = text
    .slice(Math.max(0, start - 24), start)
    .trim()
    .split(' ')
    .slice(-2);
  return before.some((word) => NEGATOR.test(word));
}

function any(index: PhraseIndex<null>, text: string, words: Set<string>): boolean {
  for (const word of words) {
    for (const { pattern } of index.get(word) ?? []) {
      pattern.lastIndex = 0;
      if (pattern.test(text)) return true;
    }
  }
  return false;
}

const CLAUSE_BREAK = /\b(clausebreak|also|plus|ademas|tambien|another thing|and then)\b/g;

function clauseOf(breaks: number[], position: number): number {
  return breaks.filter((at) => at <= position).length;
}

// A unit named with its number ('fryer 3 will not light'), not a reading.
const NUMBERED_UNIT = /^ \d{1,2} (?!(?:f|c|degrees?|deg|tmp)\b)/;
/** How sure a fault is low when the report says why (one of several lights, still works, can wait). */
const LOWERED_SAID = 0.7;
/** How sure a service loss is medium when the report says it is one unit of several. */
const SPARE_SAID = 0.9;

/** °F either side of an asset's limits within which a number can be a reading of it. */
const PLAUSIBLE_READING = 90;

const FALLBACK_RULE: Rule = {
  priority: 'medium',
  risk: 'none',
  consequence:
    'A fault to fix soon; nothing in the report says people, food or service are at risk.',
};

const ORDER: Record<Priority, number> = { low: 0, medium: 1, urgent: 2 };

const FUNCTION_WORDS: Record<FunctionId, string> = {
  'not-cooling': 'not cooling',
  'not-heating': 'not heating',
  'not-holding-temperature': 'not holding temperature',
  overheating: 'overheating',
  'not-locking': 'not locking or latching',
  'not-closing': 'not closing or stuck',
  leaking: 'leaking',
  dripping: 'dripping',
  clogged: 'blocked or draining slowly',
  'no-power': 'without power',
  tripping: 'tripping',
  icing: 'icing up',
  'not-working': 'not working',
  noisy: 'noisy',
  cosmetic: 'worn on the surface',
  damaged: 'damaged',
  'service-due': 'due for planned service or an inspection',
};

/** The number of words before a character position of the prepared text. */
function wordIndexAt(text: string, position: number): number {
  let count = 0;
  for (let at = 0; at < position; at += 1) if (text.charCodeAt(at) === 32) count += 1;
  return count;
}

/** Whether a phrase of the list ends at most `gap` words before `position`. */
function endsBefore(
  index: PhraseIndex<null>,
  text: string,
  words: Set<string>,
  position: number,
  gap: number,
): boolean {
  const before = text.slice(0, position).trimEnd();
  const tail = before
    .split(' ')
    .slice(-(gap + 4))
    .join(' ');
  const offset = before.length - tail.length;
  for (const mention of matchesOf(tail, words, index)) {
    const wordsAfter = tail.slice(mention.end).trim();
    const between = wordsAfter === '' ? 0 : wordsAfter.split(' ').length;
    if (between <= gap && offset + mention.end <= position) return true;
  }
  return false;
}

// Words that may sit between a part and its unit: 'the light in the reach-in', 'bulb inside the case'.
/** Roles whose assets are rooms more than units ('the light in the restroom'). */
const ROOM_ROLES = new Set(['water-and-drains']);
// Words between a unit and its part named after it: 'hood light', 'the case has two bulbs'.
const UNIT_HAS = /^(?:(?:has|have|with)(?: (?:a|an|its|two|three|2|3|\d))?)?$/;
// ...or its place on the unit: 'the label strip on the front of the prep rail'.
const PART_LINK =
  /^(?:(?:on|at|in) the (?:front|side|top|back|bottom|inside|door) of(?: (?:the|a|our))?(?: [a-z0-9]+)?|(?:(?:in|inside|of|on|en|de|del)(?: (?:the|a|our|el|la|los|las))?(?: [a-z0-9]+)?)?)$/;

/** 'Lunch rush at 11' is a time, not a fryer reading: only a value near the asset's limits is. */
function isPlausibleReading(asset: AssetData, value: number): boolean {
  const limits = asset.limits;
  if (!limits) return false;
  const bounds = [limits.urgentAbove, limits.urgentBelow, limits.mediumBelow].filter(
    (bound) => bound !== undefined,
  );
  return (
    bounds.some((bound) => Math.abs(value - bound) <= PLAUSIBLE_READING) ||
    (limits.mediumBelow !== undefined && value > 100 && value < limits.mediumBelow)
  );
}

/**
 * Reads a report as asset, lost function, readings, scope, timing and workaround, and answers the
 * worst failure it describes (several problems in one: the worst wins), or null when it names none.
 */
export function readFailure(text: string): FailureReading | null {
  const { data, assets, functions, displayWords, situations, ...lists } = model();
  const outdoor = new RegExp(
    `\\b(tmpm?\\d+u?) (?=(${data.outdoorAfter.map((phrase) => phrase.replace(/ /g, ' ')).join('|')})\\b)`,
    'g',
  );
  // Sentences end clauses: the words alone lose their full stops, so a marker word keeps them.
  const prepared = wordsOf(
    markReadings(normalizeText(text)).replace(/[.!?;\n]+(?=\s|$)/g, ' clausebreak '),
  )
    .join(' ')
    .replace(outdoor, 'outdoorreading ');
  if (prepared === '') return null;
  const words = new Set(prepared.split(' '));

  const functionMentions = longestFirst(
    matchesOf(prepared, words, functions).filter(
      (mention) => mention.value.isNegative || !isNegatedAt(prepared, mention.start),
    ),
  );
  const assetMentions = longestFirst(matchesOf(prepared, words, assets), functionMentions);
  // 'no heat', 'no hay calefacción': the failure's words name the asset too.
  if (assetMentions.length === 0)
    assetMentions.push(...longestFirst(matchesOf(prepared, words, assets)));
  if (assetMentions.length === 0) {
    const implied = functionMentions
      .map((mention) => data.functionAssets[mention.value.id])
      .find((name) => name !== undefined);
    const asset = data.assets.find((entry) => entry.asset === implied);
    if (asset) assetMentions.push({ start: 0, end: 0, value: asset });
  }
  const readingMentions = [...prepared.matchAll(/\btmpm?\d+u?\b/g)].map((match) => ({
    start: match.index,
    value: readingValue(match[0].replace(/u$/, '')),
    hasUnit: match[0].endsWith('u'),
  }));
  const situationCandidates = readSituations();
  if (assetMentions.length === 0 && situationCandidates.length === 0) return null;

  // An asset named as a place ('the lowboy under the fry station', 'the gas line behind the range')
  // is where the fault is, not what failed, unless nothing else is named.
  const placeMentions = new Set(
    assetMentions.filter(
      (mention) =>
        mention.end > mention.start &&
        endsBefore(lists.locatives, prepared, words, mention.start, 2),
    ),
  );
  const breaks = [...prepared.matchAll(CLAUSE_BREAK)].map((match) => match.index);
  /** The asset a failure at `position` is about: the nearest one named before it in its clause. */
  function assetFor(position: number, isSurface = false, owners?: string[]): Mention<AssetData> {
    const clause = clauseOf(breaks, position);
    const inClause = assetMentions.filter((mention) => clauseOf(breaks, mention.start) === clause);
    const owner = inClause.find((mention) => owners?.includes(mention.value.asset));
    if (owner) return owner;
    const things = inClause.filter((mention) => !placeMentions.has(mention));
    const sameClause = things.length > 0 ? things : inClause;
    // A door, handle or cover named with a machine is the machine's ("walk-in door will not close"),
    // but a cracked knob or cover is the knob's: surface damage stays with the part named.
    const specific = sameClause.filter((mention) => mention.value.asset !== 'fixtures');
    if (isSurface && sameClause.length > 0) {
      // ...but not a place it sits on: 'the toilet wobbles on the floor' is the toilet's.
      const nearest = [...(things.length > 0 ? things : sameClause)].sort(
        (left, right) => Math.abs(left.start - position) - Math.abs(right.start - position),
      )[0] as Mention<AssetData>;
      // 'The scraper holder on the side of the grill fell off': the part named on its unit broke,
      // and the part's rules apply (the unit stays what is repaired). 'The reach-in door gasket' is
      // the gasket's: a word joined to the next names it, it is not a part on it.
      const namedPart = sameClause.find(
        (mention) =>
          mention !== nearest &&
          mention.value.partOfUnit === true &&
          mention.end < nearest.start &&
          prepared.slice(mention.end, nearest.start).trim() !== '' &&
          isPartOf(mention, nearest),
      );
      return namedPart ?? nearest;
    }
    const pool = specific.length > 0 ? specific : sameClause;
    const before = pool.filter((mention) => mention.start < position).at(-1);
    const after = pool.find((mention) => mention.start > position);
    const chosen = before ?? after;
    // 'The light inside the pastry case is out': the part failed, in its unit.
    const part = pool.find(
      (mention) =>
        chosen !== undefined &&
        mention !== chosen &&
        mention.value.partOfUnit === true &&
        isPartOf(mention, chosen),
    );
    if (part ?? chosen) return (part ?? chosen) as Mention<AssetData>;
    const nearest = [...assetMentions].sort(
      (left, right) => Math.abs(left.start - position) - Math.abs(right.start - position),
    )[0];
    return nearest as Mention<AssetData>;
  }

  /**
   * 'thermometer on the wall says 87' with only the hood named: a reading out of a room's range is
   * the room's when the report names a room (data: rooms). In range it says nothing.
   */
  function roomReading(value: number): Mention<AssetData> | undefined {
    const room = data.assets.find((asset) => asset.asset === data.rooms.asset);
    const limits = room?.limits;
    if (!room || !limits || value < 40 || value > 120 || !any(lists.rooms, prepared, words)) {
      return undefined;
    }
    const isOut =
      (limits.urgentAbove !== undefined && value > limits.urgentAbove) ||
      (limits.urgentBelow !== undefined && value < limits.urgentBelow);
    return isOut ? { start: 0, end: 0, value: room } : undefined;
  }

  /** Whether `part` is named as a part of `unit`: 'hood light', 'the light in the reach-in'. */
  function isPartOf(part: Mention<AssetData>, unit: Mention<AssetData>): boolean {
    // A room is not a unit: the light in the restroom is building lighting (Electrical).
    if (
      unit === part ||
      unit.value.partOfUnit === true ||
      unit.value.asset === 'fixtures' ||
      ROOM_ROLES.has(unit.value.role)
    ) {
      return false;
    }
    // 'hood light', 'the merchandiser has 2 bulbs'.
    if (unit.end <= part.start) return UNIT_HAS.test(prepared.slice(unit.end, part.start).trim());
    return unit.start >= part.end && PART_LINK.test(prepared.slice(part.end, unit.start).trim());
  }

  /** The category to repair: a part named with its unit is the unit's ('the hood light': HVAC). */
  function categoryOf(mention: Mention<AssetData>, rule?: Rule): string {
    if (rule?.category) return rule.category;
    if (mention.value.partOfUnit !== true) return mention.value.category;
    const unit = assetMentions.find((other) => isPartOf(mention, other));
    return unit?.value.category ?? mention.value.category;
  }

  /** Every unit ('both flat tops', 'every headset') or one of several ('two of the five'). */
  function scopeOf(mention: Mention<AssetData>): 'whole' | 'spare' | null {
    if (mention.end === mention.start) return null;
    if (endsBefore(lists.spareBefore, prepared, words, mention.start, 1)) return 'spare';
    if (endsBefore(lists.wholeBefore, prepared, words, mention.start, 1)) return 'whole';
    // 'Fryer #3', 'register 1': a unit with a number is one of several.
    if (NUMBERED_UNIT.test(prepared.slice(mention.end))) return 'spare';
    return null;
  }

  /** The situations of data/failure-model.json the report describes. */
  function readSituations(): { data: SituationData; position: number }[] {
    const found: { data: SituationData; position: number }[] = [];
    for (const situation of situations) {
      // 'no smell of gas': a negated word of any group does not count. A phrase that is itself a
      // negation is not undone by one before it: the words lose their commas, and in 'tripped and
      // wont reset, cant fry anything' the 'wont' is the breaker's.
      const [first, ...rest] = situation.groups.map((group) =>
        matchesOf(prepared, words, group)
          .filter(
            (mention) =>
              NEGATOR.test(prepared.slice(mention.start, mention.end)) ||
              !isNegatedAt(prepared, mention.start),
          )
          .map((mention) => ({ ...mention, word: wordIndexAt(prepared, mention.start) })),
      );
      const unless = matchesOf(prepared, words, situation.unless).map((mention) =>
        wordIndexAt(prepared, mention.start),
      );
      const anchor = (first ?? []).find(
        (mention) =>
          rest.every((group) =>
            group.some((other) => Math.abs(other.word - mention.word) <= situation.data.window),
          ) && !unless.some((word) => Math.abs(word - mention.word) <= situation.data.window),
      );
      if (anchor) found.push({ data: situation.data, position: anchor.start });
    }
    return found;
  }

  // 'we don't have another one' is the only one, though 'other one' is in it: the longer phrase wins.
  const scopeWords = longestFirst<'spare' | 'whole'>([
    ...matchesOf(prepared, words, lists.spare).map((mention) => ({
      ...mention,
      value: 'spare' as const,
    })),
    ...matchesOf(prepared, words, lists.whole).map((mention) => ({
      ...mention,
      value: 'whole' as const,
    })),
  ]);
  const spare = scopeWords.some((mention) => mention.value === 'spare');
  const whole = !spare && scopeWords.some((mention) => mention.value === 'whole');
  const workaround = any(lists.workarounds, prepared, words);
  const degraded = any(lists.degraded, prepared, words);
  const chronic = any(lists.chronic, prepared, words);
  const stillWorks = any(lists.stillWorks, prepared, words);
  const saysLow = any(lists.lowPointers, prepared, words);
  // 'tomorrow is fine', 'after close': time lowers an otherwise medium fault (labelling rules, Time).
  const canWaitTime = any(lists.canWait, prepared, words);
  const isResolved = any(lists.resolved, prepared, words);
  const isLoosePart = functionMentions.some((mention) => mention.value.id === 'damaged');

  // Readings first: what a number means depends on the asset it is about.
  const inRange = new Set<AssetData>();
  const candidates: FailureReading[] = [];
  const wordsAt = (mention: Mention<AssetData>) =>
    mention.end > mention.start
      ? prepared
          .slice(mention.start, mention.end)
          .split(' ')
          .map((word) => displayWords.get(word) ?? word)
          .join(' ')
      : mention.value.asset;
  // A report may name only a situation ('a hiss at the gas connector'): readings and lost functions
  // need an asset to be about.
  const isAssetNamed = assetMentions.length > 0;
  for (const reading of isAssetNamed ? readingMentions : []) {
    // A reading is of a thing with a safe range it could be a reading of: 'evap fan quit. went from
    // 0 to 14, the fry bags are bending' is the freezer's, named earlier, not the fryer's.
    const near = assetFor(reading.start);
    // 'cámara fría en 6 grados y subiendo': a cooler is never at 6 °F; a number with no unit that
    // no cooler could read in °F is read in °C (data: limits.celsiusBetween).
    const celsius = near.value.limits?.celsiusBetween;
    // Only when no reading of the report is plainly °F ('outside says 20, inside says 36').
    const value =
      celsius &&
      !reading.hasUnit &&
      reading.value >= celsius[0] &&
      reading.value <= celsius[1] &&
      readingMentions.every((other) => !other.hasUnit && other.value <= celsius[1])
        ? fahrenheit(reading.value, 'c')
        : reading.value;
    const byDistance = assetMentions
      .filter((other) => other !== near)
      .sort(
        (left, right) =>
          Number(right.start < reading.start) - Number(left.start < reading.start) ||
          Math.abs(left.start - reading.start) - Math.abs(right.start - reading.start),
      );
    const mention =
      [near, ...byDistance].find((other) => isPlausibleReading(other.value, value)) ??
      roomReading(value);
    if (!mention) continue;
    const asset = mention.value;
    const limits = asset.limits;
    if (!limits) continue;
    const role = data.roles[asset.role]?.name ?? asset.role;
    const base = {
      asset: asset.asset,
      assetWords:
        mention.end > mention.start || assetMentions.includes(mention) ? wordsAt(mention) : 'room',
      role,
      category: categoryOf(mention),
      measured: value,
    };
    if (limits.urgentAbove !== undefined && value > limits.urgentAbove && value < 700) {
      if (asset.asset !== 'fryer' && value >= 100) continue;
      candidates.push({
        ...base,
        priority: 'urgent',
        risk: limits.risk ?? 'food',
        confidence: 0.95,
        function: 'reading',
        reason: `The ${base.assetWords} reads ${String(value)} °F; ${limits.meaning}.`,
        wording: { kind: 'reading', band: 'out', meaning: limits.meaning },
      });
    } else if (
      limits.urgentAbove === undefined &&
      limits.urgentBelow !== undefined &&
      value <= 40
    ) {
      // 'the hot water ran out around 11': nothing that must stay hot reads 40 °F or less; the
      // number is a time or a count, not a reading (it was read as a watched, in-range medium).
      continue;
    } else if (limits.urgentBelow !== undefined && value < limits.urgentBelow && value > 40) {
      candidates.push({
        ...base,
        priority: 'urgent',
        risk: limits.risk ?? 'food',
        confidence: 0.95,
        function: 'reading',
        reason: `The ${base.assetWords} reads ${String(value)} °F; ${limits.meaning}.`,
        wording: { kind: 'reading', band: 'out', meaning: limits.meaning },
      });
    } else if (limits.mediumBelow !== undefined && value < limits.mediumBelow && value > 100) {
      candidates.push({
        ...base,
        priority: 'medium',
        risk: 'service',
        confidence: 0.8,
        function: 'reading',
        reason: `The ${base.assetWords} reads ${String(value)} °F, below its working range; ${limits.meaning}.`,
        wording: { kind: 'reading', band: 'below', meaning: limits.meaning },
      });
    } else {
      // Still in range: a drift is watched, not an emergency (docs/ai-labelling-rules.md, medium).
      inRange.add(asset);
      candidates.push({
        ...base,
        priority: 'medium',
        risk: 'none',
        confidence: 0.7,
        function: 'reading',
        reason: `The ${base.assetWords} reads ${String(value)} °F, still in its safe range; ${limits.meaning}.`,
        wording: { kind: 'reading', band: 'in', meaning: limits.meaning },
      });
    }
  }

  for (const failure of isAssetNamed ? functionMentions : []) {
    const id = failure.value.id;
    const mention = assetFor(
      failure.start,
      id === 'damaged' || id === 'cosmetic',
      data.functionOwners[id],
    );
    const asset = mention.value;
    const roleData = data.roles[asset.role];
    // A drip is a small leak unless the data says otherwise for the asset (a dripping faucet is low).
    const rule =
      asset.functions?.[id] ??
      roleData?.functions[id] ??
      data.anyRole[id] ??
      (id === 'dripping' ? (asset.functions?.leaking ?? roleData?.functions.leaking) : undefined) ??
      FALLBACK_RULE;
    const scope = scopeOf(mention);
    const isSpare = scope === 'spare' || (scope === null && spare);
    const isWhole = scope === 'whole' || (scope === null && whole);
    let priority = rule.priority;
    let confidence = id === 'not-working' ? (isSpare || isWhole ? 0.7 : 0.55) : 0.8;
    let why = '';
    if (priority === 'urgent') {
      if (rule.urgentOnlyWhen === 'whole' && !isWhole) {
        priority = 'medium';
        why = isSpare ? ' (one of several; the others cover)' : '';
        if (isSpare) confidence = SPARE_SAID;
      } else if (rule.risk === 'service' && (isSpare || workaround || degraded)) {
        // Degraded is medium by the labelling rules: slow, sticking, weak, not stopped.
        priority = 'medium';
        why =
          degraded && !isSpare && !workaround
            ? ' (degraded, not stopped)'
            : ' (a backup or workaround is in place)';
        if (isSpare) confidence = SPARE_SAID;
      } else if (isResolved && rule.risk !== 'people') {
        priority = 'medium';
        confidence = 0.6;
        why = ' (it is working again for now)';
      } else if (
        (rule.risk === 'service' || id === 'not-closing' || id === 'not-locking') &&
        stillWorks
      ) {
        priority = 'medium';
        confidence = 0.6;
        why = ' (it still works)';
      } else if (
        rule.risk === 'food' &&
        (workaround || degraded || stillWorks || inRange.has(asset))
      ) {
        priority = 'medium';
        confidence = 0.6;
        why = inRange.has(asset)
          ? ' (the reading given is still in range)'
          : ' (degraded, or a workaround is in place)';
      } else if (id === 'overheating' && degraded) {
        priority = 'medium';
        confidence = 0.6;
      }
    } else if (priority === 'medium' && chronic && id === 'noisy') {
      priority = 'low';
      why = ' (it has been like this a while)';
    } else if (priority === 'medium' && id === 'noisy' && isLoosePart) {
      priority = 'low';
      why = ' (a loose part rattling)';
    } else if (priority === 'medium' && rule.lowWhenSpare === true && isSpare) {
      priority = 'low';
      why = ' (one of several; the rest cover)';
    } else if (priority === 'medium' && rule.lowWhenStillWorks === true && stillWorks) {
      priority = 'low';
      why = ' (it still works)';
    } else if (priority === 'medium' && (saysLow || canWaitTime) && rule.risk !== 'people') {
      priority = 'low';
      why = ' (the report says it can wait)';
    }
    // The report said why it is minor: that settles it more than a bare 'not working'.
    if (priority === 'low' && rule.priority !== 'low')
      confidence = Math.max(confidence, LOWERED_SAID);
    if (priority === 'urgent') confidence = rule.risk === 'service' ? 0.8 : 0.85;
    const role = roleData?.name ?? asset.role;
    candidates.push({
      priority,
      risk: priority === 'urgent' ? rule.risk : 'none',
      confidence,
      asset: asset.asset,
      assetWords: wordsAt(mention),
      role,
      category: categoryOf(mention, rule),
      function: id,
      reason: `The ${wordsAt(mention)} (${role}) is ${FUNCTION_WORDS[id]}${why}. ${rule.consequence}`,
      measured: null,
      wording: { kind: 'function', why, consequence: rule.consequence },
    });
  }

  for (const situation of situationCandidates) {
    const mention = assetMentions.length > 0 ? assetFor(situation.position) : null;
    candidates.push({
      priority: situation.data.priority,
      risk: situation.data.risk,
      confidence: situation.data.priority === 'urgent' ? 0.9 : 0.8,
      asset: mention?.value.asset ?? situation.data.id,
      assetWords: mention ? wordsAt(mention) : situation.data.id.replace(/-/g, ' '),
      role: mention ? (data.roles[mention.value.role]?.name ?? mention.value.role) : 'situation',
      category: situation.data.category ?? (mention ? categoryOf(mention) : 'Other'),
      function: 'situation',
      reason: situation.data.consequence,
      measured: null,
      wording: { kind: 'situation', consequence: situation.data.consequence },
      isCategorySettled: mention === null && situation.data.category !== undefined,
    });
  }

  // A reading in its safe range is not a failure of its own when the report names one: it says
  // the unit holds ('cracked light cover… 36 inside'), so it does not outrank the fault named;
  // unless the fault is on what keeps the unit closed (a torn gasket, a door that closes slow lets
  // the cold out) or the readings are a drift ('39 now, was 35 this morning').
  const isFaultNamed =
    candidates.some((candidate) => candidate.measured === null) &&
    readingMentions.length === 1 &&
    !any(lists.holdingSeals, prepared, words);
  const named = isFaultNamed
    ? candidates.filter(
        (candidate) => !(candidate.wording.kind === 'reading' && candidate.wording.band === 'in'),
      )
    : candidates;
  // The worst failure wins; among equals, a reading beats a word and a specific failure a generic one.
  const best = named.sort(
    (left, right) =>
      ORDER[right.priority] - ORDER[left.priority] ||
      Number(right.measured !== null) - Number(left.measured !== null) ||
      right.confidence - left.confidence,
  )[0];
  if (best) return best;
  // An asset with no failure named: the engine cannot tell the consequence.
  const things = assetMentions.filter((mention) => !placeMentions.has(mention));
  const first = (things.find((mention) => mention.value.asset !== 'fixtures') ??
    things[0] ??
    assetMentions[0]) as Mention<AssetData>;
  const asset = first.value;
  return {
    priority: 'medium',
    risk: 'none',
    confidence: 0.4,
    asset: asset.asset,
    assetWords: wordsAt(first),
    role: data.roles[asset.role]?.name ?? asset.role,
    category: categoryOf(first),
    function: 'not-working',
    reason: `The report names the ${wordsAt(first)} but not what is wrong with it.`,
    measured: null,
    wording: { kind: 'unnamed' },
  };
}
