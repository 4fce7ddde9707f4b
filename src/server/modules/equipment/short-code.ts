import { randomInt } from 'node:crypto';

import { SHORT_CODE_ALPHABET, SHORT_CODE_LENGTH } from '#contract/schemas/equipment.ts';

/**
 * A new label code (docs/decisions/033): random, so codes cannot be guessed from one another, over
 * an alphabet without look-alike characters. 31^8 ≈ 8.5e11 codes: a collision with the unique index
 * is astronomically rare at chain scale, and the insert retries on one.
 */
export function newShortCode(): string {
  let code = '';
  for (let index = 0; index < SHORT_CODE_LENGTH; index += 1) {
    code += SHORT_CODE_ALPHABET.charAt(randomInt(SHORT_CODE_ALPHABET.length));
  }
  return code;
}
