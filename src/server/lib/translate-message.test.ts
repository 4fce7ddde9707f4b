import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

import spanish from './messages/es.json' with { type: 'json' };
import { validationMessage } from './messages/validation-issues.ts';
import { translateMessage, translateValue } from './translate-message.ts';

// Decision 044: the server's Spanish texts are keyed by the English the code writes. A key the code no
// longer writes is a stale translation: its English was reworded, and the new one reads English.
const root = join(import.meta.dirname, '..', '..');

function sourceFiles(folder: string): { path: string; text: string }[] {
  const files: { path: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name))
        files.push({ path, text: readFileSync(path, 'utf8') });
    }
  };
  walk(join(root, folder));
  return files;
}

function sources(folder: string): string {
  return sourceFiles(folder)
    .map((file) => file.text)
    .join('\n');
}

// The calls that put a text in an error body, and which argument holds it (lib/app-error.ts).
const MESSAGE_ARGUMENT: Record<string, number> = {
  badRequest: 0,
  badRequestAt: 1,
  forbidden: 0,
  unauthenticated: 0,
  conflict: 1,
  AppError: 1,
};

// The contract's zod calls whose string argument (or `{ message }`) is a 400's text.
const VALIDATION_METHODS = new Set([
  'min',
  'max',
  'length',
  'regex',
  'refine',
  'int',
  'positive',
  'nonnegative',
  'gte',
  'lte',
  'gt',
  'lt',
]);

// The contract's helpers whose first argument is a field's label, read inside their messages.
const LABEL_HELPERS = new Set([
  'instantSchema',
  'daySchema',
  'dayOrInstantSchema',
  'singleLineText',
  'multiLineText',
  'requiredText',
  'optionalText',
  'targetMinutes',
  'minutes',
  'numberField',
]);

/**
 * Every error text the server's code writes at a throw site: the literal (or the constant, or the
 * template with its values as `{name}`) given to badRequest, forbidden, conflict, notFound, new
 * AppError... A text built elsewhere (a variable, a function's answer) is not seen: the test
 * names only texts it can be sure of, so it has no false alarms.
 */
function thrownMessages(): { thrown: Set<string>; validation: Set<string>; labels: Set<string> } {
  const parsed = [...sourceFiles('server'), ...sourceFiles('contract')].map((file) =>
    ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true),
  );
  const constants = new Map<string, ts.Expression>();
  for (const file of parsed) {
    const visit = (node: ts.Node): void => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer)
        constants.set(node.name.text, node.initializer);
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  const texts = (node: ts.Expression | undefined, depth = 0): string[] => {
    if (!node || depth > 3) return [];
    if (ts.isParenthesizedExpression(node)) return texts(node.expression, depth);
    // zod's `error: (issue) => (cond ? 'one text' : 'another')`.
    if (ts.isArrowFunction(node) && !ts.isBlock(node.body)) return texts(node.body, depth);
    if (ts.isConditionalExpression(node))
      return [...texts(node.whenTrue, depth), ...texts(node.whenFalse, depth)];
    if (ts.isStringLiteralLike(node)) return [node.text];
    if (ts.isIdentifier(node) && /^[A-Z0-9_]+$/.test(node.text))
      return texts(constants.get(node.text), depth + 1);
    // PASSWORD_MESSAGES.required: a constant object's property.
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      /^[A-Z0-9_]+$/.test(node.expression.text)
    ) {
      let object = constants.get(node.expression.text);
      while (object && (ts.isAsExpression(object) || ts.isSatisfiesExpression(object)))
        object = object.expression;
      if (!object || !ts.isObjectLiteralExpression(object)) return [];
      const property = object.properties.find(
        (entry) =>
          ts.isPropertyAssignment(entry) &&
          ts.isIdentifier(entry.name) &&
          entry.name.text === node.name.text,
      );
      return property && ts.isPropertyAssignment(property)
        ? texts(property.initializer, depth + 1)
        : [];
    }
    if (!ts.isTemplateExpression(node)) return [];
    let variants = [node.head.text];
    for (const span of node.templateSpans) {
      const value = span.expression;
      // A constant number (`${String(SPEND_RANGE_MAX_YEARS)}`) is the figure a request sees.
      const inner =
        ts.isCallExpression(value) &&
        ts.isIdentifier(value.expression) &&
        value.expression.text === 'String'
          ? value.arguments[0]
          : value;
      const constant =
        inner && ts.isIdentifier(inner) && /^[A-Z0-9_]+$/.test(inner.text)
          ? constants.get(inner.text)
          : undefined;
      // `${n === 1 ? '1 minute' : `${n} minutes`}` is two texts; any other value is a `{name}`.
      const choices = ts.isConditionalExpression(value)
        ? texts(value, depth + 1)
        : constant && (ts.isNumericLiteral(constant) || ts.isStringLiteral(constant))
          ? [constant.text.replaceAll(/(?<=\d)_(?=\d)/g, '')]
          : [
              `{${
                ts.isIdentifier(value)
                  ? value.text
                  : ts.isPropertyAccessExpression(value)
                    ? value.name.text
                    : 'value'
              }}`,
            ];
      variants = variants.flatMap((head) =>
        choices.map((choice) => `${head}${choice}${span.literal.text}`),
      );
    }
    return variants;
  };
  const found = new Set<string>();
  const validation = new Set<string>();
  const labels = new Set<string>();
  const contractFolder = join(root, 'contract');
  for (const file of parsed) {
    // The helpers themselves pass their parameter on.
    if (file.fileName.endsWith(join('lib', 'app-error.ts'))) continue;
    const inContract = file.fileName.startsWith(contractFolder);
    const visit = (node: ts.Node): void => {
      // Issue 40: the contract's own validation texts ({ message }, { error }, .refine(fn, text),
      // .min(1, text)) and the labels its helpers put in theirs.
      if (inContract) {
        // The contract's named messages (SCHEDULE_END_BEFORE_START_MESSAGE, PASSWORD_MESSAGES),
        // whichever function hands them on.
        if (
          ts.isVariableDeclaration(node) &&
          ts.isIdentifier(node.name) &&
          /_MESSAGES?$/.test(node.name.text) &&
          node.initializer
        ) {
          let value = node.initializer;
          while (ts.isAsExpression(value) || ts.isSatisfiesExpression(value))
            value = value.expression;
          const values = ts.isObjectLiteralExpression(value)
            ? value.properties.flatMap((entry) =>
                ts.isPropertyAssignment(entry) ? [entry.initializer] : [],
              )
            : [value];
          for (const entry of values) for (const text of texts(entry)) validation.add(text);
        }
        if (
          ts.isPropertyAssignment(node) &&
          ts.isIdentifier(node.name) &&
          (node.name.text === 'message' || node.name.text === 'error')
        )
          for (const text of texts(node.initializer)) validation.add(text);
        if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
          if (VALIDATION_METHODS.has(node.expression.name.text))
            for (const argument of node.arguments)
              for (const text of texts(argument)) validation.add(text);
        }
        if (
          ts.isCallExpression(node) &&
          ts.isIdentifier(node.expression) &&
          LABEL_HELPERS.has(node.expression.text)
        ) {
          const [label] = node.arguments;
          if (label && ts.isStringLiteralLike(label)) labels.add(label.text);
        }
      }
      if (
        (ts.isCallExpression(node) || ts.isNewExpression(node)) &&
        ts.isIdentifier(node.expression)
      ) {
        const callee = node.expression.text;
        const args = node.arguments ?? [];
        const at = MESSAGE_ARGUMENT[callee];
        if (at !== undefined) for (const text of texts(args[at])) found.add(text);
        if (callee === 'notFound')
          for (const entity of texts(args[0]))
            found.add(args[1] ? `${entity} {id} not found` : `${entity} not found`);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return { thrown: found, validation, labels };
}

/** A text with each `{value}` filled in, as a request would see it. */
function example(text: string): string {
  return text.replace(/\{\w+\}/g, '7');
}

describe('the server catalogue', () => {
  const code = `${sources('server')}\n${sources('contract')}`;
  // Parsing the server's code takes seconds on a busy machine: once, for both tests.
  let thrown = new Set<string>();
  let validation = new Set<string>();
  let labels = new Set<string>();
  beforeAll(() => {
    ({ thrown, validation, labels } = thrownMessages());
  }, 60_000);

  it('translates only English the server still writes', () => {
    const stale = Object.keys(spanish.messages).filter(
      (english) =>
        !code.includes(english) &&
        !thrown.has(english) &&
        !validation.has(english) &&
        // The error handler joins validation messages; zod's enum message is built from its list.
        english !== 'Language must be one of: en, es',
    );
    expect(stale).toEqual([]);
    const shape = (text: string) => text.replace(/\{\w+\}/g, '{}');
    const thrownShapes = new Set([...thrown].map(shape));
    const staleTemplates = Object.keys(spanish.templates).filter(
      (english) =>
        !thrownShapes.has(shape(english)) &&
        english
          .split(/\{\w+\}/)
          .filter((piece) => piece.trim().length > 3)
          .some((piece) => !code.includes(piece)),
    );
    expect(staleTemplates).toEqual([]);
  });

  it('has Spanish for every error text a throw site writes', () => {
    const untranslated = [...thrown].filter(
      (english) => translateMessage(example(english), 'es') === example(english),
    );
    expect(untranslated).toEqual([]);
  });

  it('has Spanish for every validation text and field label the contract writes', () => {
    expect(validation.size).toBeGreaterThan(100);
    const readsEnglish = (message: string) =>
      validationMessage({ keyword: 'custom', message, params: {} }, 'es') === message;
    // A text starting in lower case follows a field's label ('Due by must be a date as …') or
    // stands alone beside the issue's path ('must not be negative'): either way it reads Spanish.
    const untranslated = [...validation]
      .map(example)
      .filter(
        (english) =>
          readsEnglish(english) && (!/^[a-z]/.test(english) || readsEnglish(`Title ${english}`)),
      );
    expect(untranslated).toEqual([]);
    // A label written as the API's field name ('q', 'startTime') stays that name in every language.
    const worded = [...labels].filter((label) => !/^[a-z][A-Za-z]*$/.test(label));
    expect(worded.filter((label) => translateValue(label, 'es') === label)).toEqual([]);
    expect(
      translateMessage('The weekly overtime threshold must be at least 60 minutes', 'es'),
    ).toBe('El límite semanal de horas extra: al menos 60 minutos');
    expect(
      translateMessage('Opening hours overlap on Monday: 09:00–17:00 and 12:00–20:00', 'es'),
    ).toBe('Los horarios de atención se cruzan el lunes: 09:00–17:00 y 12:00–20:00');
  });

  it('answers Spanish for known texts and templates, English for the rest', () => {
    expect(translateMessage('Already clocked in', 'es')).toBe('Ya marcaste tu entrada');
    expect(translateMessage('Already clocked in', 'en')).toBe('Already clocked in');
    expect(translateMessage('Ticket 1042 not found', 'es')).toBe('No se encontró el ticket 1042');
    expect(translateMessage('Too many attempts. Try again in 3 minute(s).', 'es')).toBe(
      'Demasiados intentos. Intenta de nuevo en 3 minuto(s).',
    );
    // A word the code chose inside a sentence is translated too; a name is kept as written.
    expect(translateMessage('The last active administrator cannot be deleted', 'es')).toBe(
      'El último administrador activo no puede ser borrado',
    );
    expect(translateMessage('Walk-in Vendor Co is inactive; choose another vendor', 'es')).toBe(
      'Walk-in Vendor Co está inactivo; elige otro proveedor',
    );
    // Notification lines are stored in English and read in the person's language.
    expect(translateMessage('#12 Fryer 2 cold is now Waiting for Parts', 'es')).toBe(
      '#12 Fryer 2 cold ahora está: Esperando refacciones',
    );
    expect(
      translateMessage('Acme Repair declined #12 Fryer 2 cold. Next: Bay Service (2nd call)', 'es'),
    ).toBe('Acme Repair rechazó #12 Fryer 2 cold. Sigue: Bay Service (2.ª llamada)');
    expect(
      translateMessage('Your time session on #7 has been open for more than 12 hours', 'es'),
    ).toBe('Tu turno en el #7 lleva más de 12 horas abierto');
    expect(translateMessage('Your time session has been open for more than 12 hours', 'es')).toBe(
      'Tu turno lleva más de 12 horas abierto',
    );
    expect(
      translateMessage('#7 Ice machine leaking is overdue on its service-level target', 'es'),
    ).toBe('#7 Ice machine leaking ya venció su meta de nivel de servicio');
    // A date inside a stored line reads in the Spanish form (issue 40).
    expect(
      translateMessage('Dana Whitfield scheduled #12 for Jan 8, 2026, 9:00 AM – 5:00 PM', 'es'),
    ).toBe('Dana Whitfield programó el #12 para el 8 ene 2026, 9:00 a.m. – 5:00 p.m.');
    expect(translateMessage('Your certification ServSafe expires on Dec 1, 2026', 'es')).toBe(
      'Tu certificación ServSafe vence el 1 dic 2026',
    );
    expect(translateMessage('Password is required; Invalid cursor', 'es')).toBe(
      'La contraseña es obligatoria; Cursor no válido',
    );
    expect(translateMessage('Something new the catalogue lacks', 'es')).toBe(
      'Something new the catalogue lacks',
    );
  });
});

describe('validation messages', () => {
  it('word zod’s own messages by their code, ours through the catalogue, English untouched', () => {
    const tooShort = {
      keyword: 'too_small',
      message: 'Too small: expected string to have >=3 characters',
      params: { origin: 'string', minimum: 3, inclusive: true },
    };
    expect(validationMessage(tooShort, 'en')).toBe(tooShort.message);
    expect(validationMessage(tooShort, 'es')).toBe('Muy corto: debe tener al menos 3 caracteres');
    const option = {
      keyword: 'invalid_value',
      message: 'Invalid option: expected one of "low"|"medium"|"urgent"',
      params: { values: ['low', 'medium', 'urgent'] },
    };
    expect(validationMessage(option, 'es')).toBe(
      'Opción no válida: se espera una de "low"|"medium"|"urgent"',
    );
    const missing = {
      keyword: 'invalid_type',
      message: 'Invalid input: expected number, received undefined',
      params: { expected: 'number' },
    };
    expect(validationMessage(missing, 'es')).toBe('Falta este dato: se espera un número');
    // A custom message of the same code is ours: from the catalogue, or English if it has none.
    const custom = { keyword: 'too_small', message: 'Title is required', params: tooShort.params };
    expect(validationMessage(custom, 'es')).toBe('Campo obligatorio: Título');
    const unknown = { keyword: 'too_small', message: 'Something we never wrote', params: {} };
    expect(validationMessage(unknown, 'es')).toBe('Something we never wrote');
    const day = { keyword: 'custom', message: 'Due by must be a date as YYYY-MM-DD', params: {} };
    expect(validationMessage(day, 'es')).toBe('Fecha límite debe ser una fecha AAAA-MM-DD');
    expect(validationMessage(day, 'en')).toBe(day.message);
  });
});
