// Decision 044: a literal text in JSX (or in a label, title, placeholder, aria-label, ...) fails lint
// (eslint-plugin-i18next's no-literal-string, eslint.config.js); screens read their words from the
// catalogues in src/web/lib/i18n/locales. The options below say what counts as a text.
export const literalTextOptions = {
  mode: 'jsx-only',
  // Attributes whose value is read by a person; every other attribute (className, variant, to,
  // data-testid, ...) is code.
  'jsx-attributes': {
    include: [
      'label',
      'title',
      'placeholder',
      'description',
      'aria-label',
      'alt',
      'what',
      'submitLabel',
      'pendingLabel',
      'confirmLabel',
      'cancelLabel',
      'emptyText',
      'hint',
    ],
    exclude: ['.*'],
  },
  // Punctuation, numbers and symbols alone are not words ('#', ' · ', ' – ', '→').
  words: { exclude: ['[\\s0-9!-/:-@[-`{-~·–—…•→←×]+', '[A-Z_-]+'] },
  'jsx-components': { include: [], exclude: ['Trans'] },
};
