import { z } from 'zod';

import type { Language } from '#contract/languages.ts';
import {
  DAY_FORMAT_MESSAGE,
  DAY_RANGE_MESSAGE,
  INSTANT_FORMAT_MESSAGE,
  INSTANT_RANGE_MESSAGE,
} from '#contract/rules/date-range.ts';

import { translateMessage, translateValue } from '../translate-message.ts';

// Issue 40: a 400's validation messages in the requester's language. Two kinds reach the error
// handler: our own (the contract's 'Title is required', translated through es.json like every server
// text) and zod's built-in ones ('Invalid input: expected string, received number'), which are worded
// again from the issue's code and values. English is never touched: the contract's and zod's words
// are the acceptance texts and what the tests read.

/** A body, query or params issue as fastify-type-provider-zod hands it over. */
interface ValidationIssue {
  keyword: string;
  message?: string | undefined;
  params: Record<string, unknown>;
}

type Values = Record<string, unknown>;

const englishDefaults = z.locales.en().localeError;

/** True when the message is the one zod writes for this code itself (no custom message given). */
function isZodDefault(issue: ValidationIssue, message: string): boolean {
  let english: string | undefined;
  try {
    const written = englishDefaults({ ...issue.params, code: issue.keyword } as never);
    english = typeof written === 'string' ? written : written?.message;
  } catch {
    // Values zod's wording needs are missing: not an issue zod worded itself.
    return false;
  }
  if (!english) return false;
  // zod names the type it received from the input, which the issue does not carry.
  if (issue.keyword === 'invalid_type')
    return message.replace(/, received .+$/, '') === english.replace(/, received .+$/, '');
  return message === english;
}

const TYPES_ES: Record<string, string> = {
  string: 'texto',
  number: 'un número',
  int: 'un número entero',
  bigint: 'un número entero',
  boolean: 'verdadero o falso',
  array: 'una lista',
  object: 'un objeto',
  date: 'una fecha',
  null: 'nulo',
  undefined: 'nada',
  nan: 'un número',
};

const FORMATS_ES: Record<string, string> = {
  email: 'Correo electrónico no válido',
  url: 'URL no válida',
  uuid: 'Id no válido',
  guid: 'Id no válido',
  datetime: 'Fecha y hora ISO no válida',
  date: 'Fecha ISO no válida',
  time: 'Hora ISO no válida',
  duration: 'Duración ISO no válida',
};

function list(values: unknown): string {
  return Array.isArray(values) ? values.map((value) => JSON.stringify(value)).join('|') : '';
}

function size(values: Values, bound: 'minimum' | 'maximum'): string {
  const limit = String(values[bound]);
  const origin = values.origin as string | undefined;
  const inclusive = values.inclusive !== false;
  const more = bound === 'minimum';
  if (origin === 'string')
    return more
      ? `Muy corto: debe tener ${inclusive ? 'al menos' : 'más de'} ${limit} caracteres`
      : `Muy largo: debe tener ${inclusive ? 'como máximo' : 'menos de'} ${limit} caracteres`;
  if (origin === 'array' || origin === 'set')
    return more
      ? `Muy pocos elementos: se esperan ${inclusive ? 'al menos' : 'más de'} ${limit}`
      : `Demasiados elementos: se esperan ${inclusive ? 'como máximo' : 'menos de'} ${limit}`;
  return more
    ? `Muy pequeño: debe ser ${inclusive ? 'mayor o igual a' : 'mayor que'} ${limit}`
    : `Muy grande: debe ser ${inclusive ? 'menor o igual a' : 'menor que'} ${limit}`;
}

/** zod's own messages in Spanish, keyed on the issue code. */
const SPANISH_BY_CODE: Record<string, (values: Values, english: string) => string> = {
  invalid_type: (values, english) => {
    const expected = TYPES_ES[String(values.expected)] ?? String(values.expected);
    const received = /, received (.+)$/.exec(english)?.[1];
    if (received === 'undefined') return `Falta este dato: se espera ${expected}`;
    return `Valor no válido: se espera ${expected}, llegó ${TYPES_ES[received ?? ''] ?? received ?? '?'}`;
  },
  invalid_value: (values) =>
    Array.isArray(values.values) && values.values.length === 1
      ? `Valor no válido: se espera ${list(values.values)}`
      : `Opción no válida: se espera una de ${list(values.values)}`,
  too_small: (values) => size(values, 'minimum'),
  too_big: (values) => size(values, 'maximum'),
  invalid_format: (values) => {
    const format = String(values.format);
    if (format === 'regex')
      return `Formato no válido: debe seguir el patrón ${String(values.pattern)}`;
    if (format === 'starts_with')
      return `Texto no válido: debe empezar con "${String(values.prefix)}"`;
    if (format === 'ends_with')
      return `Texto no válido: debe terminar con "${String(values.suffix)}"`;
    if (format === 'includes') return `Texto no válido: debe incluir "${String(values.includes)}"`;
    return FORMATS_ES[format] ?? `Formato no válido (${format})`;
  },
  not_multiple_of: (values) => `Número no válido: debe ser múltiplo de ${String(values.divisor)}`,
  unrecognized_keys: (values) => {
    const keys = Array.isArray(values.keys) ? values.keys.map((key) => `"${String(key)}"`) : [];
    return keys.length === 1
      ? `Campo desconocido: ${keys.join(', ')}`
      : `Campos desconocidos: ${keys.join(', ')}`;
  },
  invalid_union: () => 'Valor no válido',
  invalid_key: () => 'Clave no válida',
  invalid_element: () => 'Valor no válido en la lista',
  custom: () => 'Valor no válido',
};

/** The contract's date rules (rules/date-range.ts) after a field's label, or alone, capitalised. */
function between(spanish: string) {
  return (english: string) => {
    const [, min = '', max = ''] = /between (?:the years )?(\S+) and (\S+)$/.exec(english) ?? [];
    return spanish.replace('{min}', min).replace('{max}', max);
  };
}

const DATE_RULES_ES: [string, (english: string) => string][] = [
  [DAY_FORMAT_MESSAGE, () => 'debe ser una fecha AAAA-MM-DD'],
  [INSTANT_FORMAT_MESSAGE, () => 'debe ser una fecha y hora ISO 8601'],
  [DAY_RANGE_MESSAGE, between('debe ser una fecha entre {min} y {max}')],
  [INSTANT_RANGE_MESSAGE, between('debe ser una fecha y hora entre los años {min} y {max}')],
];

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function dateRuleInSpanish(message: string, language: Language): string | null {
  for (const [rule, spanish] of DATE_RULES_ES) {
    if (message === capitalised(rule)) return capitalised(spanish(rule));
    if (message.endsWith(` ${rule}`))
      return `${translateValue(message.slice(0, -rule.length - 1), language)} ${spanish(rule)}`;
  }
  return null;
}

const BY_CODE: Partial<Record<Language, typeof SPANISH_BY_CODE>> = { es: SPANISH_BY_CODE };

/** One issue's message in `language`: our own texts from the catalogue, zod's by their code. */
export function validationMessage(issue: ValidationIssue, language: Language): string {
  const english = issue.message ?? 'Invalid value';
  const byCode = BY_CODE[language];
  if (!byCode) return english;
  const translated = translateMessage(english, language);
  if (translated !== english) return translated;
  const dated = dateRuleInSpanish(english, language);
  if (dated) return dated;
  const write = byCode[issue.keyword];
  return write && isZodDefault(issue, english) ? write(issue.params, english) : english;
}
