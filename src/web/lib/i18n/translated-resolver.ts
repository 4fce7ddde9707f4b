import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * Issue 40: a form's schema answers its messages in English (they are the contract's, shared with
 * the server); `translate` gives a message in the language shown, or undefined to keep it. Used by
 * the signed-out pages, whose forms validate with the contract's schemas.
 */
export function translatedResolver<T extends FieldValues, O>(
  resolver: Resolver<T, unknown, O>,
  translate: (message: string) => string | undefined,
): Resolver<T, unknown, O> {
  return async (...args) => {
    const result = await resolver(...args);
    for (const error of Object.values(result.errors)) {
      if (typeof error?.message !== 'string') continue;
      error.message = translate(error.message) ?? error.message;
    }
    return result;
  };
}
