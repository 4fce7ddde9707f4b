import { describe, expect, it } from 'vitest';

import { textProblem, textProblemMessage } from './text.ts';

describe('the text rule', () => {
  it('accepts ordinary text, accents, emoji and right-to-left script', () => {
    for (const text of ['Fryer #2 – oil at 350°F', 'Crème brûlée torch', '🍟 station', 'مطبخ']) {
      expect(textProblem(text, false)).toBeUndefined();
      expect(textProblem(text, true)).toBeUndefined();
    }
  });

  it('allows a tab in every field, and line breaks only in multi-line fields', () => {
    expect(textProblem('a\tb', false)).toBeUndefined();
    expect(textProblem('a\nb', true)).toBeUndefined();
    expect(textProblem('a\r\nb', true)).toBeUndefined();
    expect(textProblem('a\nb', false)).toBe('line-break');
    expect(textProblem('a\r\nb', false)).toBe('line-break');
  });

  it.each([
    ['NUL', '\u0000'],
    ['bell', '\u0007'],
    ['backspace', '\u0008'],
    ['escape', '\u001b'],
    ['delete', '\u007f'],
    ['next line (C1)', '\u0085'],
    ['C1 CSI', '\u009b'],
    ['a lone carriage return', '\r'],
    ['form feed', '\f'],
    ['vertical tab', '\v'],
  ])('refuses %s in both kinds of field', (_name, character) => {
    expect(textProblem(`a${character}b`, true)).toBe('control');
    expect(textProblem(`a${character}b`, false)).toMatch(/^(control|line-break)$/);
  });

  it.each([
    '\u202A',
    '\u202B',
    '\u202C',
    '\u202D',
    '\u202E',
    '\u2066',
    '\u2067',
    '\u2068',
    '\u2069',
  ])('refuses the text-direction control U+%s', (character) => {
    expect(textProblem(`invoice${character}fdp.exe`, false)).toBe('bidi');
    expect(textProblem(`invoice${character}fdp.exe`, true)).toBe('bidi');
  });

  it('names the field in its messages', () => {
    expect(textProblemMessage('Title', 'control')).toBe(
      'Title must not contain control characters',
    );
    expect(textProblemMessage('Title', 'line-break')).toBe('Title must be a single line');
    expect(textProblemMessage('Title', 'bidi')).toBe(
      'Title must not contain text-direction control characters',
    );
  });
});
