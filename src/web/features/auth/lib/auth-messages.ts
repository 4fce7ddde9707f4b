import type { TFunction } from 'i18next';

import { PASSWORD_MESSAGES } from '#contract/utils/password-policy.ts';

import { PASSWORDS_DIFFER_MESSAGE } from './password-form-schemas.ts';

// Issue 40: the password forms validate with the contract's schemas, which answer in English; the
// messages a person can meet there, by their key in the auth catalogue.
const KEYS = {
  'Username or e-mail is required': 'errors.loginRequired',
  [PASSWORD_MESSAGES.required]: 'errors.passwordRequired',
  [PASSWORD_MESSAGES.tooShort]: 'errors.tooShort',
  [PASSWORD_MESSAGES.tooLong]: 'errors.tooLong',
  [PASSWORD_MESSAGES.username]: 'errors.username',
  [PASSWORD_MESSAGES.common]: 'errors.common',
  [PASSWORDS_DIFFER_MESSAGE]: 'errors.differ',
} as const satisfies Record<string, `errors.${string}`>;

/** A form message in the language shown, for translatedResolver; undefined keeps the English. */
export function authMessage(t: TFunction<'auth'>) {
  return (message: string): string | undefined => {
    const key = (KEYS as Record<string, (typeof KEYS)[keyof typeof KEYS]>)[message];
    return key ? t(key) : undefined;
  };
}
