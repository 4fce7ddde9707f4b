import { describe, expect, it } from 'vitest';

import { parseJsonFile, parseJsonLines } from './ai-data-files.ts';
import { LabelledReportSchema } from './corpus/corpus-entry.ts';
import { heldOutSet } from './corpus/held-out-set.ts';
import { trainingCorpus } from './corpus/training-corpus.ts';
import { troubleshootingGuides } from './knowledge-base/guides.ts';

const good = '{"category":"Fryer","priority":"urgent","title":"Fire","description":"Vat on fire"}';

describe('the AI data files', () => {
  it('load from the data folder: 644 training reports, 200 held out, 44 guides', () => {
    expect(trainingCorpus()).toHaveLength(644);
    expect(heldOutSet()).toHaveLength(200);
    expect(troubleshootingGuides()).toHaveLength(44);
  });

  it('reject a bad record with the file, the line and the field', () => {
    const text = `${good}\n\n${good.replace('"urgent"', '"soon"')}\n`;
    expect(() => parseJsonLines('corpus.jsonl', text, LabelledReportSchema)).toThrow(
      /^corpus\.jsonl line 3: priority: /,
    );
  });

  it('reject a line that is not JSON with the file and the line', () => {
    expect(() =>
      parseJsonLines('corpus.jsonl', `${good}\n{"title":`, LabelledReportSchema),
    ).toThrow(/^corpus\.jsonl line 2: not valid JSON/);
  });

  it('reject a record from a category the corpus does not train', () => {
    expect(() =>
      parseJsonLines('corpus.jsonl', good.replace('Fryer', 'Toaster'), LabelledReportSchema),
    ).toThrow(/^corpus\.jsonl line 1: category: /);
  });

  it('reject a bad value in a JSON file with the file and its path', () => {
    expect(() =>
      parseJsonFile('table.json', '[{"category":"Fryer"}]', LabelledReportSchema.array()),
    ).toThrow(/^table\.json: 0\.priority: /);
  });
});
