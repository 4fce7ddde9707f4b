import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import spanish from './messages/es.json' with { type: 'json' };
import { translateMessage } from './translate-message.ts';

// Decision 044: the server's Spanish texts are keyed by the English the code writes. A key the code no
// longer writes is a stale translation: its English was reworded, and the new one reads English.
const root = join(import.meta.dirname, '..', '..');

function sources(folder: string): string {
  const texts: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name))
        texts.push(readFileSync(path, 'utf8'));
    }
  };
  walk(join(root, folder));
  return texts.join('\n');
}

describe('the server catalogue', () => {
  const code = `${sources('server')}\n${sources('contract')}`;

  it('translates only English the server still writes', () => {
    const stale = Object.keys(spanish.messages).filter(
      (english) =>
        !code.includes(english) &&
        // The error handler joins validation messages; zod's enum message is built from its list.
        english !== 'Language must be one of: en, es',
    );
    expect(stale).toEqual([]);
    const staleTemplates = Object.keys(spanish.templates).filter((english) =>
      english
        .split(/\{\w+\}/)
        .filter((piece) => piece.trim().length > 3)
        .some((piece) => !code.includes(piece)),
    );
    expect(staleTemplates).toEqual([]);
  });

  it('answers Spanish for known texts and templates, English for the rest', () => {
    expect(translateMessage('Already clocked in', 'es')).toBe('Ya marcaste tu entrada');
    expect(translateMessage('Already clocked in', 'en')).toBe('Already clocked in');
    expect(translateMessage('Ticket 1042 not found', 'es')).toBe('No se encontró el ticket 1042');
    expect(translateMessage('Too many attempts. Try again in 3 minute(s).', 'es')).toBe(
      'Demasiados intentos. Intenta de nuevo en 3 minuto(s).',
    );
    expect(translateMessage('Password is required; Invalid cursor', 'es')).toBe(
      'La contraseña es obligatoria; Cursor no válido',
    );
    expect(translateMessage('Something new the catalogue lacks', 'es')).toBe(
      'Something new the catalogue lacks',
    );
  });
});
