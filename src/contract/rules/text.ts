// Decision 013: text that renders deceptively or breaks logs and CSV exports is refused in every text
// field. Control characters are C0 (U+0000–U+001F), DEL (U+007F) and C1 (U+0080–U+009F); a tab is
// allowed everywhere and a line break only in multi-line fields. Bidirectional embeddings,
// overrides and isolates (U+202A–U+202E, U+2066–U+2069) can make text read differently from what
// it is ("Trojan Source"), so they are refused too.

type TextProblem = 'control' | 'line-break' | 'bidi';

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LINE_BREAK = /[\n\r]/;
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

/** The first problem with `value` as text of a single-line or multi-line field, if any. */
export function textProblem(value: string, isMultiLine: boolean): TextProblem | undefined {
  if (BIDI_CONTROL.test(value)) return 'bidi';
  if (CONTROL.test(value)) return 'control';
  if (isMultiLine) {
    // A carriage return is allowed only as part of a CRLF line break.
    if (/\r(?!\n)/.test(value)) return 'control';
  } else if (LINE_BREAK.test(value)) {
    return 'line-break';
  }
  return undefined;
}

export function textProblemMessage(label: string, problem: TextProblem): string {
  switch (problem) {
    case 'control':
      return `${label} must not contain control characters`;
    case 'line-break':
      return `${label} must be a single line`;
    case 'bidi':
      return `${label} must not contain text-direction control characters`;
  }
}
