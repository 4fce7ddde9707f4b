import type { AiPriority } from '#contract/schemas/ai.ts';

import { findCategory, findPerson, findStore, isNear, plainWords } from './chat-entities.ts';

// Issue 38: the parts of a ticket question that narrow the list beyond 'which store, which
// category': exclusions ('not at Downtown', 'except refrigeration', 'non-urgent', 'without a
// technician'), 'overdue' (scheduled end in the past, not completed) and what the question asks
// about that FixFlow does not record ('caused by the storm'). Pure functions over the names the
// asker may see; the engine reads the positive filters from `positive`, so an excluded name is
// never read as the filter itself.

const PRIORITY_WORDS: [RegExp, AiPriority][] = [
  [/\b(urgent|urgnt|urgant|emergency|emergencies|critical|asap|high priority|p1)\b/, 'urgent'],
  [/\b(medium|med|normal priority)\b/, 'medium'],
  [/\b(low|lo)( priority)?\b/, 'low'],
];

/** The priority a text names, if any. */
export function priorityIn(plain: string): AiPriority | null {
  return PRIORITY_WORDS.find(([pattern]) => pattern.test(plain))?.[1] ?? null;
}

/** What a question leaves out. Names as the chain spells them. */
interface Exclusions {
  locations: string[];
  categories: string[];
  priorities: AiPriority[];
  /** Technicians' names ('not assigned to Tony'). */
  assignees: string[];
}

interface ReadFilters {
  /** The question without its excluded phrases: where the positive filters are read. */
  positive: string;
  exclude: Exclusions;
  /** 'Without a technician', 'nobody assigned': no technician on it. */
  withoutTechnician: boolean;
}

interface Names {
  locations: { name: string }[];
  categories: { name: string }[];
  people: { name: string }[];
}

// Words that exclude whatever follows: 'except refrigeration', 'other than Downtown'.
const STRONG_MARKERS = [
  'except',
  'excluding',
  'exclude',
  'without',
  'besides',
  'minus',
  'but not',
  'other than',
  'apart from',
  'aside from',
  'outside of',
];
// 'Not' and 'non' only exclude a name that follows them: 'not at Downtown', 'non-urgent', never
// 'not heating' (a symptom) or 'not completed' (a status). 'No' excludes nothing: 'are there no
// urgent tickets' asks about urgent ones ('no technician' is the unassigned filter).
const WEAK_MARKERS = ['not', 'non'];
const FILLERS = new Set(['at', 'in', 'the', 'from', 'for', 'on', 'a', 'an', 'any', 'of', 'to']);
const PERSON_LEAD = /^(assigned to|for|by|belonging to|of)\b/;
// Where an excluded phrase ends: the next clause, a period or another filter.
const SPAN_END = new Set([
  'that',
  'which',
  'who',
  'this',
  'last',
  'next',
  'today',
  'yesterday',
  'tomorrow',
  'since',
  'sorted',
  'are',
  'is',
  'were',
  'was',
  'please',
  'tickets',
  'ticket',
  'jobs',
  'issues',
]);
const CATEGORY_WORD_TAIL = new Set(['tickets', 'ticket', 'jobs', 'issues', 'problems', 'work']);

const WITHOUT_TECHNICIAN =
  /\b(without|with no|no|not yet|nobody|no one|never) (an? |any )?(tech\w*|assignee|one assigned|body assigned|assigned|one on it|body on it)\b|\bunassigned\b|\bnot assigned\b(?! to)|\bawaiting assignment\b/;

/** The excluded names in the words after a marker, and how many words they take. */
function namesAt(
  words: string[],
  strong: boolean,
  names: Names,
): { used: number; exclude: Partial<Exclusions> } | null {
  let start = 0;
  while (start < words.length && FILLERS.has(words[start] ?? '')) start += 1;
  const rest = words.slice(start);
  const restText = rest.join(' ');
  const personLead = PERSON_LEAD.exec(restText);
  if (personLead) {
    const after = rest.slice(personLead[0].split(' ').length);
    for (const size of [2, 1]) {
      const person = findPerson(after.slice(0, size).join(' '), names.people);
      if (person) {
        return {
          used: start + personLead[0].split(' ').length + size,
          exclude: { assignees: [person.name] },
        };
      }
    }
  }
  for (const size of [3, 2, 1]) {
    const piece = rest.slice(0, size);
    if (piece.length < size || piece.some((word) => SPAN_END.has(word))) continue;
    const text = piece.join(' ');
    // A store: every word of the piece is part of its name ('north side', 'hwy 101').
    const store = findStore(text, names.locations);
    if (store) {
      const nameWords = plainWords(store.name);
      const fits = piece.every(
        (word) =>
          nameWords.some((part) => isNear(word, part)) ||
          nameWords.join('') === word ||
          /^(hwy|highway|dt|mall)$/.test(word),
      );
      if (fits) return { used: start + size, exclude: { locations: [store.name] } };
    }
    const priority = priorityIn(text);
    if (priority && size === 1) return { used: start + 1, exclude: { priorities: [priority] } };
    const category = findCategory(text, names.categories);
    if (category) {
      const byName = plainWords(category.name).every((part) =>
        piece.some((word) => isNear(word, part) || word === `${part}s`),
      );
      if (byName || (strong && size === 1)) {
        const tail = CATEGORY_WORD_TAIL.has(rest[size] ?? '') ? 1 : 0;
        return { used: start + size + tail, exclude: { categories: [category.name] } };
      }
    }
    if (strong && size === 1) {
      const person = findPerson(text, names.people);
      if (person) return { used: start + 1, exclude: { assignees: [person.name] } };
    }
  }
  return null;
}

/**
 * Reads a question's exclusions. Each marker's phrase may name several things joined by 'and' or
 * 'or' ('except Downtown or Airport'); what it names is left out of `positive`.
 */
export function readFilters(question: string, names: Names): ReadFilters {
  const words = plainWords(question);
  const exclude: Exclusions = { locations: [], categories: [], priorities: [], assignees: [] };
  const kept: string[] = [];
  const withoutTechnician = WITHOUT_TECHNICIAN.test(words.join(' '));
  let index = 0;
  while (index < words.length) {
    const two = `${words[index] ?? ''} ${words[index + 1] ?? ''}`;
    const marker = STRONG_MARKERS.includes(two)
      ? { strong: true, size: 2 }
      : STRONG_MARKERS.includes(words[index] ?? '')
        ? { strong: true, size: 1 }
        : WEAK_MARKERS.includes(words[index] ?? '')
          ? { strong: false, size: 1 }
          : null;
    if (!marker) {
      kept.push(words[index] ?? '');
      index += 1;
      continue;
    }
    let cursor = index + marker.size;
    let found = false;
    for (;;) {
      const match = namesAt(words.slice(cursor, cursor + 6), marker.strong, names);
      if (!match) break;
      found = true;
      exclude.locations.push(...(match.exclude.locations ?? []));
      exclude.categories.push(...(match.exclude.categories ?? []));
      exclude.priorities.push(...(match.exclude.priorities ?? []));
      exclude.assignees.push(...(match.exclude.assignees ?? []));
      cursor += match.used;
      if (words[cursor] === 'or' || words[cursor] === 'and' || words[cursor] === 'nor') {
        cursor += 1;
        continue;
      }
      break;
    }
    if (found) {
      // 'Or'/'and' after the last name belongs to the rest of the question.
      index = words[cursor - 1] === 'or' || words[cursor - 1] === 'and' ? cursor - 1 : cursor;
    } else {
      kept.push(words[index] ?? '');
      index += 1;
    }
  }
  return { positive: kept.join(' '), exclude, withoutTechnician };
}

export function hasExclusions(exclude: Exclusions): boolean {
  return (
    exclude.locations.length +
      exclude.categories.length +
      exclude.priorities.length +
      exclude.assignees.length >
    0
  );
}

/** The exclusions in words: 'not at Downtown, not Freezer'. */
export function describeExclusions(exclude: Exclusions): string {
  const or = (names: string[]) => names.join(' or ');
  return [
    exclude.locations.length ? `not at ${or(exclude.locations)}` : '',
    exclude.categories.length ? `not ${or(exclude.categories)}` : '',
    exclude.priorities.length ? `not ${or(exclude.priorities)} priority` : '',
    exclude.assignees.length ? `not assigned to ${or(exclude.assignees)}` : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/** 'Overdue', 'past their scheduled time', 'running late': scheduled end in the past, not done. */
export function asksOverdue(plain: string): boolean {
  return /\b(overdue|past due|past (their|its|the|our) (scheduled|schedule|due|end|time|slot)\w*|(past|after|beyond|over) (their|its|the) (scheduled|planned) (time|end|slot|date|window)|behind schedule|running late|late (tickets?|jobs?|work orders?)|(tickets?|jobs?) (that are |which are )?(running )?late|should (have|of) been (done|finished|completed|fixed) by now|missed (their|its) (slot|scheduled time|window))\b/.test(
    plain,
  );
}

/** Things staff ask about that FixFlow does not record, each named as an answer says it. */
const UNRECORDED: [RegExp, string][] = [
  [
    /\b(caused by|because of|due to|blamed on|the cause of|what caused)\b/,
    'what caused them is not recorded',
  ],
  [
    // Not 'storm drain' (plumbing) nor 'power outage' (an electrical ticket's own words).
    /\b(weather|storms?(?! drains?)|rain(y|ed|s|storms?)?|snow\w*|heat ?waves?|hurricanes?)\b/,
    'the weather and outside events are not recorded',
  ],
  [
    /\b(customers?|guests?|diners?|patrons?)\b|\b(complaints?|reviews?|ratings?|yelp|satisfaction)\b/,
    'customers and their complaints are not recorded',
  ],
  [/\b(sales|revenue|profits?|lost business)\b/, 'sales are not recorded'],
  [/\b(night|morning|evening|closing|opening) (shift|crew)\b/, 'shifts and crews are not recorded'],
];

/** What the question asks about that the data does not hold, in words, or null. */
export function unrecordedPart(plain: string): string | null {
  return UNRECORDED.find(([pattern]) => pattern.test(plain))?.[1] ?? null;
}
