/** Priority as a letter, to keep the corpus readable: urgent, medium, low. */
export type PriorityLetter = 'u' | 'm' | 'l';

/** One labelled report: title, description and priority; the category is the file's. */
export type CorpusEntry = readonly [title: string, description: string, priority: PriorityLetter];

export interface LabelledReport {
  title: string;
  description: string;
  category: string;
  priority: 'low' | 'medium' | 'urgent';
}

const PRIORITY_BY_LETTER = { u: 'urgent', m: 'medium', l: 'low' } as const;

export function toReports(category: string, entries: readonly CorpusEntry[]): LabelledReport[] {
  return entries.map(([title, description, letter]) => ({
    title,
    description,
    category,
    priority: PRIORITY_BY_LETTER[letter],
  }));
}
