import { extractTemperatures, foldWord, normalizeText, toFahrenheit } from './text-features.ts';

// The hard rules of architecture §7 that no wording, learned weight or model answer may override:
// safety (fire, smoke, gas, sparks, shock, flooding, hot oil, broken glass, injury), food safety (cold
// food above 41 °F, thawing freezers, no hot water, contaminated ice) and a service-stopping outage
// make a report urgent. They also become features, so the classifier learns them.

export interface PriorityCue {
  /**
   * safety, food-safety and outage make a report urgent; cosmetic points to low; can-wait (a
   * workaround in place, one unit of several, paperwork due, "since last week", "after close") keeps a
   * report without an urgent cue from being called urgent (docs/ai-labelling-rules.md).
   */
  kind: 'safety' | 'food-safety' | 'outage' | 'cosmetic' | 'can-wait';
  /** What was found, for the reasoning text: "a gas smell", "cold food at 47 °F". */
  reason: string;
  /** The feature the classifier sees. */
  signal: string;
}

interface CueRule {
  kind: PriorityCue['kind'];
  reason: string;
  signal: string;
  pattern: RegExp;
  /** Text that makes a match not count ("fire suppression", "smoke detector"). */
  unless?: RegExp;
  /** Text anywhere in the report that makes the rule not apply (an igniter sparks by design). */
  notWith?: RegExp;
}

// A negator at most two words before the cue, with no punctuation between: "no smoke", "no sign of gas".
const NEGATION =
  /\b(no|not|nothing|never|without|isn'?t|wasn'?t|doesn'?t|don'?t|won'?t|wont|dont|doesnt|isnt|wasnt|nor|zero)\s+(\w+\s+){0,2}$/;

const RULES: CueRule[] = [
  {
    kind: 'safety',
    reason: 'fire or flames',
    signal: 'fire',
    pattern:
      /\b(on fire|caught (on )?fire|catch(es|ing)? fire|grease fire|a fire|fire (in|on|under|risk|hazard)|flames? (shooting|coming|everywhere|hit\w*|out|from|up|too|into)|big flames|huge flare|flare[\s-]?ups? (turned|into|hit\w*)|fuego|incendio)\b/g,
    unless:
      /\bfire (suppression|extinguisher|alarm|exit|marshal|inspection|code|door|panel|system)|\bansul\b/g,
  },
  {
    kind: 'safety',
    reason: 'smoke',
    signal: 'smoke',
    pattern: /\b(smoke|smoked|smoking|smoky|smokey|humo)\b/g,
    unless:
      /\bsmoke (detector|alarm)s?\b(?=[\w\s,]{0,40}\b(chirp\w*|beep\w*|battery|batteries|expired|inspection)\b)|\bsmoke break\b|\bsmoker\b|\bsmoked (brisket|turkey|salmon|meats?|chicken|ham|sausages?|wings|pork|cheese|bacon|ribs)\b/g,
  },
  {
    kind: 'safety',
    reason: 'a gas smell or leak',
    signal: 'gas',
    pattern:
      /\bgasleak\b|\bcarbon monoxide\b|\bco (alarm|detector)\b|\b(fuga|olor|huele) (de |a )?gas\b|\bse (oye|siente) (el )?gas\b|\bhiss\w*\b[\w\s,]{0,60}\bgas\b|\bgas\b[\w\s,]{0,60}\bhiss\w*/g,
    unless: /\bsewergas\b/g,
  },
  {
    kind: 'safety',
    reason: 'someone could be trapped',
    signal: 'trapped',
    pattern:
      /\b(trapped|locked (in|inside)|stuck (in|inside)( the)? (walkin|freezer|cooler|restroom|bathroom|elevator|office)|(cant|cannot|can not) get out|(wont|doesnt|does not|will not|cant|cannot) open from (the )?inside|door\b[\w\s,]{0,40}\bfrom (the )?inside|encerrad\w*)\b/g,
  },
  {
    kind: 'safety',
    reason: 'sparks',
    signal: 'sparks',
    pattern: /\b(sparks?|sparking|sparked|chispas?)\b/g,
    notWith: /\b(igniter|ignitor|ignition|spark (module|rod|electrode))\b/,
  },
  {
    kind: 'safety',
    reason: 'an electric shock risk',
    signal: 'shock',
    pattern:
      /\b(shock(ed|ing)?|electrocut\w*|zapped|(gave|got) (\w+ )?a zap|tingl\w*|exposed (wire|wiring)s?|bare (wires?|wiring|ends?)|hanging by (its |the )?wires?|(flash|arc\w*|crackl\w*)\b[\w\s]{0,25}\b(breaker|panel|outlet|plug|wiring)|(breaker|panel|outlet|plug|wiring)\b[\w\s]{0,25}\b(flash\w*|arc\w*|crackl\w*)|wires? (exposed|showing|hanging)|water (dripping|leaking|running)? ?(into|in) (the |a )?(light|outlet|panel|fixture)|(le|me|nos|les|te) (dio|dieron|da|dan|esta dando|estan dando) (un )?(toque|toques|descarga|descargas|calambre)|da toques|dando toques|cables? (pelados?|expuestos?)|alambres? (pelados?|expuestos?))\b/g,
    unless: /\bshock absorbers?\b/g,
  },
  {
    kind: 'safety',
    reason: 'a burning smell or melting',
    signal: 'burning',
    pattern:
      /\b(burn(ing|t)? (smell|odor|odour|plastic)|smell(s|ing)? (like )?(burning|electrical)|melt(ed|ing)? (outlet|plug|cord|wire|wiring)|(outlet|plug|cord|wire|wiring)s? (is |are )?(partly )?melt(ed|ing)|melted|discolored breaker|burnt smell|(huele|olor) a quemado|(breaker|panel|outlet|plug|cord|switch)s?( door)? (is |are |feels? |gets? |getting )?(hot|warm) to (the )?touch|(breaker|panel|outlet|plug|cord)s? (is |are |feels? |getting )?hot\b)\b/g,
  },
  {
    kind: 'safety',
    reason: 'flooding or sewage',
    signal: 'flood',
    pattern:
      /\b(flood\w*|inundad\w*|inundo|inundacion|sewage|water (everywhere|all over|pouring|gushing|spraying)|(pipe|line) (burst|broke|broken)|burst pipe|pipe burst|overflow(ing|ed)? (onto|into|across|water|sewage)|overflowing (toilet|sink|drain)|(toilet|sink|drain|grease ?trap|greasetrap)s? (is |are )?overflow\w*|backing up through|covered in (dirty )?water|leak\w* through (the )?ceiling|through the ceiling)\b/g,
    // 'flooding the bin drain a little': an ice bin's drain, not the floor.
    // A flood light is a light.
    unless: /\bflood\w* the (ice )?(bin|drain|bin drain|tray|drip tray|pan)\b|\bflood ?lights?\b/g,
    // 'the grease trap outside is overflowing into the parking lot drain, not inside': the rules'
    // flood is water or sewage on the store's floor.
    notWith: /\b(not|nothing) (got |came |comes |is |gets )?inside\b/,
  },
  {
    kind: 'safety',
    reason: 'hot oil',
    signal: 'hot-oil',
    pattern:
      /\b(hotoil (on|leak|spill|spray|splash|everywhere|drip)\w*|(oil|grease) (boil(ed|ing)? over|foam(s|ed|ing)? over|spill(ed|ing)? (over|onto|on)|spray(ed|ing)?|everywhere|on the floor|onto the floor)|boiled over|hotoil (on|onto) the floor|leaking hotoil)\b/g,
  },
  {
    kind: 'safety',
    reason: 'broken glass',
    signal: 'glass',
    pattern:
      /\b((broken|shattered) (glass|window|door glass)|glass (broke|broken|shattered|everywhere|on the floor)|shatter(ed|s)?|shards?|pieces of glass|glass\b[\w\s,]{0,40}\b(in pieces|pieces (on|in|all)|fell out)|vidrio (roto|quebrado))\b/g,
  },
  {
    kind: 'safety',
    reason: 'an injury',
    signal: 'injury',
    pattern:
      /\b(injur\w*|got hurt|someone (got )?hurt|slipped and fell|burned (his|her|their) (hand|arm)|passed out|almost passed out|feeling sick|feel sick|got dizzy|dizzy|fainted|heat exhaustion|scald\w*|almost slipped|almost went down|burned (a |his |her |their |my )?(cooks? |crew )?(hand|arm|finger)s?)\b/g,
  },
  {
    kind: 'food-safety',
    reason: 'no hot water for hand washing and dishes',
    signal: 'no-hot-water',
    pattern:
      /\b((no|not|without|only cold|never any|no hay|sin) hotwater|hotwater (is )?(out|gone|not working)|(only|just) (gives? |runs? |running )?cold(?! air)( water)?|cold water only|no calienta el agua|hotwater (ran|runs|running|has run|had run|is running) out|(ran|run|running) out of hotwater|se acabo el agua caliente)\b/g,
  },
  {
    kind: 'food-safety',
    reason: 'contaminated ice',
    signal: 'bad-ice',
    pattern:
      /\b(ice|icemachine|bin|chute|hielo|hielera)\b[\w\s,]{0,40}\b(mold|mould|moho|pedacitos|slime|slimy|specks?|flakes|black stuff|metal|plastic pieces|pieces of plastic|hair|bugs|flies|glass|shards|chemical|bleach|tastes? (like|weird|bad|funny)|metallic|musty)\b|\b(mold|mould|moho|slime|slimy|specks|black (flakes|stuff)|metal (pieces|shavings)|plastic pieces|pieces of plastic|hair|bugs|flies|musty|smells? bad)\b[\w\s,]{0,40}\b(ice|icemachine|bin|chute|hielo|hielera)\b/g,
  },
  {
    kind: 'food-safety',
    reason: 'food held out of temperature',
    signal: 'food-temp',
    pattern:
      /\b(danger zone|(product|food|meat|milk|dairy|salads?|toppings|deli meats|chicken|cheese|boxes)\w* (is |are |feels? |was |were |got |getting |going |turned )(warm|soft\w*|thaw\w*|spoil\w*|melt\w*)|thaw(ed|ing)|descongel\w*|ice cream (is |was )?(soft|melt\w*)|threw (out|away)|not (being )?held hot|not sanitiz\w*|dishes not sanitiz\w*|sanitizer is not)\b/g,
  },
  {
    kind: 'outage',
    reason: 'a service-stopping outage',
    signal: 'outage',
    pattern:
      /\b(can ?not (serve|sell|take (any )?(drive ?thru )?orders|cook|make|open|lock|hear (orders|customers))|can'?t (serve|sell|take (any )?(drive ?thru )?orders|cook|make|open|lock|hear (orders|customers))|cannot (serve|sell|take (any )?(drive ?thru )?orders|cook|make|secure|lock|open|hear (orders|customers))|no (podemos|se puede) (cocinar|servir|vender|abrir|tomar)|none of the (registers|pos|terminals|tablets|screens)|orders (on|by) (paper|hand)|customers (are )?leaving|turning (customers )?away|telling customers no|drive ?thru (is )?closed|closed the drive ?thru|no hay luz|se fue la luz|sin luz|unable to (serve|cook|take orders)|had to close|we are closed|closed (the )?(store|drive|lobby)|shut (down )?(the )?(store|line|kitchen)|chicken line shut|all (registers|pos|terminals|the fryers|fryers|burners)|every (pos|register|terminal)|no registers|(whole|entire) (store|building|kitchen|line)|nopower in the building|(both|all three|all of the|none of the) (fryers|grills|clamshells|frymasters|ice machines)|neither (fryer|grill|clamshell)|our (one|only) (fryer|grill|flat ?top|grill|oven|ice ?machine|icemachine|restroom|walkin)|only (restroom|fryer|grill|flat ?top)|(are|were|totally|completely) out of (fries|ice)|no ice (at all|for drinks)|ran out of ice|no fries|no burgers|burgers are down|lost power|lose power|outage|working with flashlights|using flashlights to (cook|serve|work|ring)|backing up)\b/g,
    // 'stopped after the power outage tuesday': a cause in the past is not an outage now.
    unless:
      /\b(after|since|from|during) (the |a |last |yesterdays? |this mornings? )?(power )?outage\b|\b(can ?not|can'?t|cannot) make it\b|\b(restroom|bathroom|stall|office|locker)\b[\w\s,]{0,40}\b(can ?not|can'?t|cannot) lock\b|\b(drain|sink|toilet|sewage|grease|water|floor)\b[\w\s]{0,40}backing up|\b(lines?|queue)\b[\w\s]{0,12}backing up|backing up[\w\s]{0,20}\b(drain|sink|toilet|sewage|grease|water|floor)\b/g,
  },
  {
    kind: 'cosmetic',
    reason: 'a cosmetic or minor issue',
    signal: 'cosmetic',
    pattern:
      /\b(cosmetic\w*|no rush|no big deal|not a (trip|safety) (thing|hazard|issue)|nothing urgent|not urgent|low priority|whenever you (get a chance|have time)|when you (get a chance|have time)|still (works|usable|holds|cooks|seals)|works fine|cooks fine|closes fine|seals fine|scratch\w*|scuff\w*|dent(ed)?|chipp\w*|peel\w*|faded|squeak\w*|stain(s|ed)?|wobbl\w*)\b/g,
  },
  {
    kind: 'can-wait',
    reason: 'a workaround is in place or it can wait',
    signal: 'can-wait',
    pattern:
      /\b((can )?still (works|working|cooks|cook|heats|holds|making|usable|running|pulls|pulling|washes|blows|frozen|fine|in range|readable|turns|closes|seals|dispenses|fits|has|hot)|(others?|rest|other (one|ones|two|three|fryers|burners|registers|units|side)) (are |is )?(fine|ok|okay|good|work\w*)|using the other|use the other|we use|using the one|las otras funcionan|usamos (el|la|los|las) otr\w*|(ok|fine|okay) for now|back to \d+|(holds|holding) (at )?\d+|\d of (\d|the \d)|(due|expires?) (this|next|end|in)|inspection|certs? due|filters? (change )?due|pm due|pump out (is )?due|since last (week|month|year)|for (weeks|months)|after close|tomorrow is fine|can wait)\b/g,
  },
];

// The words the rules look for, so that crew spellings ("smokin", "sparkin", "overflowin", "shatterd",
// "flodding") still count: a dropped final g, or a letter left out or added.
const HAZARD_WORDS = [
  'smoke',
  'smoking',
  'sparks',
  'sparking',
  'sparked',
  'flooding',
  'flooded',
  'overflowing',
  'overflowed',
  'burning',
  'burnt',
  'thawing',
  'thawed',
  'melting',
  'melted',
  'shattered',
  'trapped',
  'shocked',
  'leaking',
  'spraying',
  'pouring',
  'freezer',
  'cooler',
  'registers',
  'sewage',
  'electrocuted',
];
const HAZARD_WORD_SET = new Set(HAZARD_WORDS);
const COLD_STORAGE_WORDS = new Set(['freezer', 'cooler', 'walkin', 'reachin']);

function withinOneEdit(left: string, right: string): boolean {
  if (Math.abs(left.length - right.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < left.length && j < right.length) {
    if (left[i] === right[j]) {
      i += 1;
      j += 1;
      continue;
    }
    edits += 1;
    if (edits > 1) return false;
    if (left.length > right.length) i += 1;
    else if (right.length > left.length) j += 1;
    else {
      i += 1;
      j += 1;
    }
  }
  return edits + (left.length - i) + (right.length - j) <= 1;
}

// Real words one letter from a hazard word: 'sparkling water' is not sparking.
const NOT_MISSPELT = new Set(['sparkling']);

function repairWord(word: string): string {
  if (NOT_MISSPELT.has(word)) return word;
  const folded = foldWord(word);
  if (folded !== word && COLD_STORAGE_WORDS.has(folded)) return folded;
  if (HAZARD_WORD_SET.has(word) || word.length < 4) return word;
  if (word.endsWith('in') && HAZARD_WORD_SET.has(`${word}g`)) return `${word}g`;
  if (word.length < 6) return word;
  // A letter left out or added, never a different letter ("tripped" is not "trapped"), and the same
  // first letter ("parking" is not "sparking").
  return (
    HAZARD_WORDS.find(
      (candidate) =>
        candidate.length >= 7 &&
        candidate[0] === word[0] &&
        Math.abs(candidate.length - word.length) === 1 &&
        withinOneEdit(word, candidate),
    ) ?? word
  );
}

/** The normalised text with crew spellings of the words the rules read repaired. */
function repairText(normalized: string): string {
  return normalized.replace(/[a-z]+/g, (word) => repairWord(word));
}

function isNegated(text: string, index: number): boolean {
  return NEGATION.test(text.slice(Math.max(0, index - 30), index));
}

function overlaps(ranges: [number, number][], start: number, end: number): boolean {
  return ranges.some(([from, to]) => start < to && end > from);
}

const COLD_STORAGE =
  /\b(walkin|reachin|cooler|fridge|refrigerat\w*|lowboy|prep (cooler|table|unit)|make table|sandwich (unit|cooler|station)|topping rail|rail|nevera|freezer|congelador)\b/;
// A cooler of canned drinks is not a food-safety risk.
const DRINKS = /\b(beverage|drinks?|sodas?|bebidas)\b/;
const FOOD =
  /\b(milk|dairy|meat|cheese|food|product|salads?|chicken|deli|eggs?|produce|toppings|carne|leche)\b/;
// 'the dining room is getting warmer' compares; it is no food warmer.
const HOT_HOLDING =
  /\b(steam table|holding cabinet|hot holding|hot hold|held hot|(?<!(?:getting|got|gets|slowly|bit|little|much|way|even|lot|and) )warmer(?! than)|heat lamp|holding)\b/;
const FREEZER_ONLY = /\b(freezer|congelador|ice cream)\b/;
const ROOM_AIR =
  /\b(ac|hvac|air condition\w*|kitchen is|dining room is|kitchen|dining room|store is|booth|heat|furnace|heater|thermostat)\b/;

/** Temperature readings that make a report urgent on their own (architecture §7). */
// "50 degrees cooler than the right side" is a difference, not a reading (and not a cooler).
const COMPARISON =
  /-?\d{1,3}\s*(°|º|degrees?|degs?|grados)?\s*(f\b)?\s*(cooler|colder|hotter|warmer|higher|lower|less|more|off|apart)\b( than)?|\b(cooler|colder|hotter|warmer) than\b/gi;
// The weather, not the equipment: 'on a 95 degree day', '30 outside'.
const OUTDOOR =
  /-?\d{1,3}\s*(?:°|º|degrees?|grados)?\s*(?:f\b)?\s*(?:day|outside|outdoors|afuera)\b/gi;
// Cold food going soft or warm in cold storage, without a number.
const FOOD_SOFT =
  /\b(product|food|meat|carne|milk|leche|dairy|chicken|pollo|cheese|queso|salads?|lettuce|toppings|deli|patties|fries|tenders|nuggets|icecream|boxes|producto)\b[\w\s,]{0,25}\b(warm|tibi[ao]s?|soft\w*|suave|thaw\w*|descongel\w*|spoil\w*|melt\w*|sweat\w*)\b/;

function temperatureCues(rawText: string, rawNormalized: string): PriorityCue[] {
  const text = rawText.replace(COMPARISON, ' ').replace(OUTDOOR, ' ');
  const normalized = rawNormalized.replace(COMPARISON, ' ').replace(OUTDOOR, ' ');
  if (
    COLD_STORAGE.test(normalized) &&
    !(DRINKS.test(normalized) && !FOOD.test(normalized)) &&
    FOOD_SOFT.test(normalized)
  ) {
    return [{ kind: 'food-safety', reason: 'cold food going warm or soft', signal: 'food-temp' }];
  }
  const readings = extractTemperatures(text, { loose: true }).map(toFahrenheit);
  if (readings.length === 0) return [];
  const cues: PriorityCue[] = [];
  const isColdStorage =
    COLD_STORAGE.test(normalized) && !(DRINKS.test(normalized) && !FOOD.test(normalized));
  const isFreezer =
    FREEZER_ONLY.test(normalized) && !/\b(walkin cooler|reachin cooler|cooler)\b/.test(normalized);
  const highest = Math.max(...readings);
  const lowest = Math.min(...readings);
  if (isColdStorage && !isFreezer && highest > 41 && highest < 100) {
    cues.push({
      kind: 'food-safety',
      reason: `cold food above 41 °F (${String(highest)} °F reported)`,
      signal: 'food-temp',
    });
  } else if (isColdStorage && isFreezer && highest > 32 && highest < 100) {
    cues.push({
      kind: 'food-safety',
      reason: `a freezer thawing at ${String(highest)} °F`,
      signal: 'food-temp',
    });
  } else if (HOT_HOLDING.test(normalized) && highest > 41 && highest < 135) {
    cues.push({
      kind: 'food-safety',
      reason: `hot food held at ${String(highest)} °F, below 135 °F`,
      signal: 'food-temp',
    });
  } else if (!isColdStorage && ROOM_AIR.test(normalized)) {
    if (highest >= 85 && highest < 130) {
      cues.push({
        kind: 'safety',
        reason: `heat stress: ${String(highest)} °F inside`,
        signal: 'room-temp',
      });
    } else if (
      lowest <= 55 &&
      lowest > 20 &&
      /\b(heat|furnace|heater|calefaccion|cold)\b/.test(normalized)
    ) {
      cues.push({
        kind: 'safety',
        reason: `no heat: ${String(lowest)} °F inside`,
        signal: 'room-temp',
      });
    }
  }
  return cues;
}

/** The urgent, food-safety, outage and cosmetic cues in a report, negations excluded. */
export function findPriorityCues(text: string): PriorityCue[] {
  const normalized = repairText(normalizeText(text));
  const cues: PriorityCue[] = [];
  for (const rule of RULES) {
    if (rule.notWith?.test(normalized)) continue;
    const excluded: [number, number][] = [];
    if (rule.unless) {
      for (const match of normalized.matchAll(rule.unless)) {
        excluded.push([match.index, match.index + match[0].length]);
      }
    }
    for (const match of normalized.matchAll(rule.pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (overlaps(excluded, start, end)) continue;
      if (
        rule.kind !== 'cosmetic' &&
        rule.kind !== 'can-wait' &&
        rule.signal !== 'no-hot-water' &&
        isNegated(normalized, start)
      )
        continue;
      cues.push({ kind: rule.kind, reason: rule.reason, signal: rule.signal });
      break;
    }
  }
  cues.push(...temperatureCues(text, normalized));
  return cues;
}

export function isUrgentCue(cue: PriorityCue): boolean {
  return cue.kind !== 'cosmetic' && cue.kind !== 'can-wait';
}
