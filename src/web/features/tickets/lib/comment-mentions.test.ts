import { describe, expect, it } from 'vitest';

import { commentSegments, insertMention, mentionQueryAt } from './comment-mentions.ts';

const MARIA = {
  id: '00000000-0000-4000-8000-000000000002',
  username: 'maria',
  name: 'Maria Lopez',
};

describe('commentSegments', () => {
  it('highlights resolved mentions as the server read them, the rest stays text', () => {
    expect(commentSegments('Thanks @Maria. Mail a@maria.example or @ghost', [MARIA])).toEqual([
      { kind: 'text', text: 'Thanks ' },
      { kind: 'mention', text: '@Maria', name: 'Maria Lopez' },
      { kind: 'text', text: '. Mail a@maria.example or @ghost' },
    ]);
  });
});

describe('mentionQueryAt and insertMention', () => {
  it('finds the word being typed after @ and replaces it with the username', () => {
    const value = 'Ask @ma about it';
    const at = mentionQueryAt(value, 'Ask @ma'.length);
    expect(at).toEqual({ start: 4, query: 'ma' });
    expect(at && insertMention(value, at, 'maria')).toEqual({
      value: 'Ask @maria about it',
      caret: 'Ask @maria '.length,
    });
    expect(mentionQueryAt('mail me@ma', 10)).toBeNull();
  });
});
