import type { Language } from '#contract/languages.ts';

import { localizeEnglishDate } from './locale-format.ts';
import spanish from './messages/es.json' with { type: 'json' };

// Decision 044: the server's texts (error messages, notification texts, e-mails) are written in
// English where they arise, and that English is their key in the other languages' catalogues
// (gettext style): the spec's English stays exact, every message keeps working untranslated, and a
// text missing from a catalogue reads English, never a key.

interface Catalogue {
  messages: Record<string, string>;
  templates: Record<string, string>;
  /** Words a template's `{@name}` puts in ('deleted', 'dispatch tickets to vendors'). */
  values: Record<string, string>;
}

interface Template {
  pattern: RegExp;
  names: string[];
  translation: string;
}

function compile(templates: Record<string, string>): Template[] {
  return Object.entries(templates).map(([english, translation]) => {
    const names: string[] = [];
    const source = english
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (name === undefined) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(name);
        // Empty too: an optional part (' on #12' or nothing) is a value of its own.
        return '(.*?)';
      })
      .join('');
    return { pattern: new RegExp(`^${source}$`, 's'), names, translation };
  });
}

const catalogues: Partial<
  Record<
    Language,
    { messages: Map<string, string>; templates: Template[]; values: Map<string, string> }
  >
> = {
  es: {
    messages: new Map(Object.entries((spanish as Catalogue).messages)),
    templates: compile((spanish as Catalogue).templates),
    values: new Map(Object.entries((spanish as Catalogue).values)),
  },
};

/** A word a sentence puts in (a field's label: 'Title'), in `language`; as written without one. */
export function translateValue(value: string, language: Language): string {
  return catalogues[language]?.values.get(value) ?? value;
}

/** `message` (English, as the server wrote it) in `language`; English when it has no translation. */
export function translateMessage(message: string, language: Language): string {
  const catalogue = catalogues[language];
  if (!catalogue) return message;
  const exact = catalogue.messages.get(message);
  if (exact !== undefined) return exact;
  // Several messages joined by '; ' (a 400's summary), each known: each on its own, before a
  // template's value could swallow the rest ('Title is required; Name is required').
  if (message.includes('; ')) {
    const parts = message.split('; ');
    const translated = parts.map((part) => translateMessage(part, language));
    if (translated.every((part, index) => part !== parts[index])) return translated.join('; ');
  }
  for (const template of catalogue.templates) {
    const match = template.pattern.exec(message);
    if (!match) continue;
    // `{name}` is the value as written (a name, a number); `{@name}` is a word of the sentence the
    // code chose ('deleted'), itself translated; `{#name}` a date the server wrote in English
    // ('Jan 8, 2026, 9:00 AM – 5:00 PM'), in the language's own form ('8 ene 2026, 9:00 a.m. – …').
    return template.names.reduce((text, name, index) => {
      const value = match[index + 1] ?? '';
      return text
        .replaceAll(`{@${name}}`, catalogue.values.get(value) ?? translateMessage(value, language))
        .replaceAll(`{#${name}}`, localizeEnglishDate(value, language))
        .replaceAll(`{${name}}`, value);
    }, template.translation);
  }
  // Several validation messages joined by '; ' (the error handler's summary): each on its own.
  if (message.includes('; '))
    return message
      .split('; ')
      .map((part) => translateMessage(part, language))
      .join('; ');
  return message;
}
