import { describe, expect, it } from 'vitest';

import { CreateCommentSchema, mentionedUsernames, mentionRefusal, mentionsIn } from './comment.ts';

describe('CreateCommentSchema', () => {
  it('keeps line breaks and tabs, and strips unknown fields', () => {
    expect(
      CreateCommentSchema.parse({ body: '  Line one\r\n\tLine two  ', authorId: 'x', id: 'y' }),
    ).toEqual({ body: 'Line one\r\n\tLine two' });
  });

  it('refuses control and text-direction characters (decision 013)', () => {
    for (const [body, message] of [
      ['Invoice \u202Efdp.exe', 'Comment must not contain text-direction control characters'],
      ['\u001B[2J\u001B[31mred', 'Comment must not contain control characters'],
      ['C1 \u009B', 'Comment must not contain control characters'],
    ] as const) {
      const result = CreateCommentSchema.safeParse({ body });
      expect(result.success, body).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
    }
  });
});

describe('mentions', () => {
  it('lists each mention once, as typed and as looked up, without trailing punctuation', () => {
    expect(mentionsIn('@Maria, see @maria. cc @Dan-. mail x@tech.example')).toEqual([
      { username: 'maria', typed: 'Maria' },
      { username: 'dan', typed: 'Dan' },
    ]);
    expect(mentionedUsernames('@Maria and @dan')).toEqual(['maria', 'dan']);
  });

  it('words a refusal the same for every name', () => {
    expect(mentionRefusal('maria')).toBe('@maria cannot be notified on this ticket');
  });
});
