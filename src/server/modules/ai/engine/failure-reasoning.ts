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
});
type Rule = z.infer<typeof RuleSchema>;

const PhrasesSchema = z.array(z.string().regex(/^[a-z0-9 ]+$/, 'Expected lower-case words')).min(1);

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
        })
        .optional(),
      functions: z.partialRecord(FunctionIdSchema, RuleSchema).optional(),
    }),
  ),
  /** Rules for a function whatever the asset's role, unless the role or asset has its own. */
  anyRole: z.partialRecord(FunctionIdSchema, RuleSchema),
  functions: z.record(FunctionIdSchema, PhrasesSchema),
  scope: z.strictObject({ spare: PhrasesSchema, whole: PhrasesSchema }),
  timing: z.strictObject({ now: PhrasesSchema, chronic: PhrasesSchema }),
  workarounds: PhrasesSchema,
  degraded: PhrasesSchema,
  stillWorks: PhrasesSchema,
  lowPointers: PhrasesSchema,
  /** The asset a failure is about when the report names none ("no power in the whole store"). */
  functionAssets: z.partialRecord(FunctionIdSchema, z.string().min(1)),
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
  function: FunctionId | 'reading';
  /** One sentence naming the failure and its consequence, for the manager to check. */
  reason: string;
  /** Set when a reading out of the asset's safe range decided it. */
  measured: number | null;
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
  workarounds: PhraseIndex<null>;
  degraded: PhraseIndex<null>;
  stillWorks: PhraseIndex<null>;
  lowPointers: PhraseIndex<null>;
}

const NEGATOR = /^(no|not|never|wont|dont|doesnt|isnt|cant|cannot|without)\b/;

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
    workarounds: list(data.workarounds),
    degraded: list(data.degraded),
    stillWorks: list(data.stillWorks),
    lowPointers: list(data.lowPointers),
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
const DRIP_PART = /\bdrip (tray|trays|pan|pans|edge)\b/g;
// A reading with a unit ("47f", "45 degrees", "8 c"), or a bare number after "at", "reads", "is".
const MARKED_READING =
  /(-?\d{1,3}(?:\.\d)?)\s*(?:°|º|degrees?|degs?|deg\b|grados)\s*(f\b|fahrenheit|c\b|celsius)?|(-?\d{1,3})\s*(f|c)\b(?!\s*(?:of|de)\b)/g;
const LOOSE_READING =
  /\b(at|reads?|reading|showing|shows|says|hit|hits|around|climbing to|up to|reaches|reached|reaching|gets to|getting to|dice|marca|esta a)\s+(-?\d{1,3})\b(?!\s*(?:%|percent|min|mins|minutes|hours?|hrs?|am|pm|seconds|secs|:|\/|times|tickets|orders|people|guests|psi|amps?|volts?|o ?clock))/g;

function fahrenheit(value: number, unit: string | undefined): number {
  return unit?.startsWith('c') ? Math.round((value * 9) / 5 + 32) : Math.round(value);
}

/** The text with readings replaced by "tmpNNN" words (°F; "tmpm5" is -5 °F) so they keep their place. */
function markReadings(normalized: string): string {
  const token = (value: number) => ` tmp${value < 0 ? `m${String(-value)}` : String(value)} `;
  return normalized
    .replace(DIFFERENCE, ' differenceof ')
    .replace(OUT_OF_RANGE, ' rangeword ')
    .replace(DRIP_PART, ' driptray ')
    .replace(MARKED_READING, (_all, a: string | undefined, unitA, b: string | undefined, unitB) =>
      token(fahrenheit(Number(a ?? b), (unitA ?? unitB) as string | undefined)),
    )
    .replace(
      LOOSE_READING,
      (_all, lead: string, value: string) => ` ${lead}${token(Number(value))}`,
    );
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

const CLAUSE_BREAK = /[.!?;\n]|\b(also|plus|ademas|tambien|another thing|and then)\b/g;

function clauseOf(breaks: number[], position: number): number {
  return breaks.filter((at) => at <= position).length;
}

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

/**
 * Reads a report as asset, lost function, readings, scope, timing and workaround, and answers the
 * worst failure it describes (several problems in one: the worst wins), or null when it names none.
 */
export function readFailure(text: string): FailureReading | null {
  const { data, assets, functions, displayWords, ...lists } = model();
  const prepared = wordsOf(markReadings(normalizeText(text))).join(' ');
  if (prepared === '') return null;
  const words = new Set(prepared.split(' '));

  const functionMentions = longestFirst(
    matchesOf(prepared, words, functions).filter(
      (mention) => mention.value.isNegative || !isNegatedAt(prepared, mention.start),
    ),
  );
  const assetMentions = longestFirst(matchesOf(prepared, words, assets), functionMentions);
  if (assetMentions.length === 0) {
    const implied = functionMentions
      .map((mention) => data.functionAssets[mention.value.id])
      .find((name) => name !== undefined);
    const asset = data.assets.find((entry) => entry.asset === implied);
    if (asset) assetMentions.push({ start: 0, end: 0, value: asset });
  }
  const readingMentions = [...prepared.matchAll(/\btmpm?\d+\b/g)].map((match) => ({
    start: match.index,
    value: readingValue(match[0]),
  }));
  if (assetMentions.length === 0) return null;

  const breaks = [...prepared.matchAll(CLAUSE_BREAK)].map((match) => match.index);
  /** The asset a failure at `position` is about: the nearest one named before it in its clause. */
  function assetFor(position: number, isSurface = false): Mention<AssetData> {
    const clause = clauseOf(breaks, position);
    const sameClause = assetMentions.filter(
      (mention) => clauseOf(breaks, mention.start) === clause,
    );
    // A door, handle or cover named with a machine is the machine's ("walk-in door will not close"),
    // but a cracked knob or cover is the knob's: surface damage stays with the part named.
    const specific = sameClause.filter((mention) => mention.value.asset !== 'fixtures');
    if (isSurface && sameClause.length > 0) {
      return [...sameClause].sort(
        (left, right) => Math.abs(left.start - position) - Math.abs(right.start - position),
      )[0] as Mention<AssetData>;
    }
    const pool = specific.length > 0 ? specific : sameClause;
    const before = pool.filter((mention) => mention.start < position).at(-1);
    const after = pool.find((mention) => mention.start > position);
    if (before ?? after) return (before ?? after) as Mention<AssetData>;
    const nearest = [...assetMentions].sort(
      (left, right) => Math.abs(left.start - position) - Math.abs(right.start - position),
    )[0];
    return nearest as Mention<AssetData>;
  }

  const spare = any(lists.spare, prepared, words);
  const whole = !spare && any(lists.whole, prepared, words);
  const workaround = any(lists.workarounds, prepared, words);
  const degraded = any(lists.degraded, prepared, words);
  const chronic = any(lists.chronic, prepared, words);
  const stillWorks = any(lists.stillWorks, prepared, words);
  const saysLow = any(lists.lowPointers, prepared, words);
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
  for (const reading of readingMentions) {
    const mention = assetFor(reading.start);
    const asset = mention.value;
    const limits = asset.limits;
    if (!limits) continue;
    const value = reading.value;
    const role = data.roles[asset.role]?.name ?? asset.role;
    const base = {
      asset: asset.asset,
      assetWords: wordsAt(mention),
      role,
      category: asset.category,
      measured: value,
    };
    if (limits.urgentAbove !== undefined && value > limits.urgentAbove && value < 700) {
      if (asset.asset !== 'fryer' && value >= 100) continue;
      candidates.push({
        ...base,
        priority: 'urgent',
        risk: asset.asset === 'fryer' ? 'people' : 'food',
        confidence: 0.95,
        function: 'reading',
        reason: `The ${base.assetWords} reads ${String(value)} °F; ${limits.meaning}.`,
      });
    } else if (limits.urgentBelow !== undefined && value < limits.urgentBelow && value > 40) {
      candidates.push({
        ...base,
        priority: 'urgent',
        risk: 'food',
        confidence: 0.95,
        function: 'reading',
        reason: `The ${base.assetWords} reads ${String(value)} °F; ${limits.meaning}.`,
      });
    } else if (limits.mediumBelow !== undefined && value < limits.mediumBelow && value > 100) {
      candidates.push({
        ...base,
        priority: 'medium',
        risk: 'service',
        confidence: 0.8,
        function: 'reading',
        reason: `The ${base.assetWords} reads ${String(value)} °F, below its working range; ${limits.meaning}.`,
      });
    } else {
      inRange.add(asset);
    }
  }

  for (const failure of functionMentions) {
    const id = failure.value.id;
    const mention = assetFor(failure.start, id === 'damaged' || id === 'cosmetic');
    const asset = mention.value;
    const roleData = data.roles[asset.role];
    // A drip is a small leak unless the data says otherwise for the asset (a dripping faucet is low).
    const rule =
      asset.functions?.[id] ??
      roleData?.functions[id] ??
      data.anyRole[id] ??
      (id === 'dripping' ? (asset.functions?.leaking ?? roleData?.functions.leaking) : undefined) ??
      FALLBACK_RULE;
    let priority = rule.priority;
    let confidence = id === 'not-working' ? (spare || whole ? 0.7 : 0.55) : 0.8;
    let why = '';
    if (priority === 'urgent') {
      if (rule.urgentOnlyWhen === 'whole' && !whole) {
        priority = 'medium';
        why = spare ? ' (one of several; the others cover)' : '';
      } else if (rule.risk === 'service' && (spare || workaround)) {
        priority = 'medium';
        why = ' (a backup or workaround is in place)';
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
    } else if (priority === 'medium' && rule.lowWhenSpare === true && spare) {
      priority = 'low';
      why = ' (one of several; the rest cover)';
    } else if (priority === 'medium' && rule.lowWhenStillWorks === true && stillWorks) {
      priority = 'low';
      why = ' (it still works)';
    } else if (priority === 'medium' && saysLow && rule.risk !== 'people') {
      priority = 'low';
      why = ' (the report says it can wait)';
    }
    if (priority === 'urgent') confidence = rule.risk === 'service' ? 0.8 : 0.85;
    const role = roleData?.name ?? asset.role;
    candidates.push({
      priority,
      risk: priority === 'urgent' ? rule.risk : 'none',
      confidence,
      asset: asset.asset,
      assetWords: wordsAt(mention),
      role,
      category: asset.category,
      function: id,
      reason: `The ${wordsAt(mention)} (${role}) is ${FUNCTION_WORDS[id]}${why}. ${rule.consequence}`,
      measured: null,
    });
  }

  // The worst failure wins; among equals, a reading beats a word and a specific failure a generic one.
  const best = candidates.sort(
    (left, right) =>
      ORDER[right.priority] - ORDER[left.priority] ||
      Number(right.measured !== null) - Number(left.measured !== null) ||
      right.confidence - left.confidence,
  )[0];
  if (best) return best;
  // An asset with no failure named: the engine cannot tell the consequence.
  const first = assetMentions[0] as Mention<AssetData>;
  const asset = first.value;
  return {
    priority: 'medium',
    risk: 'none',
    confidence: 0.4,
    asset: asset.asset,
    assetWords: wordsAt(first),
    role: data.roles[asset.role]?.name ?? asset.role,
    category: asset.category,
    function: 'not-working',
    reason: `The report names the ${wordsAt(first)} but not what is wrong with it.`,
    measured: null,
  };
}
