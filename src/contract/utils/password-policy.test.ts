import { describe, expect, it } from 'vitest';

import { isCommonPassword, PASSWORD_MESSAGES, passwordProblem } from './password-policy.ts';

describe('passwordProblem', () => {
  it('refuses fewer than 10 characters', () => {
    expect(passwordProblem('nine-char')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(passwordProblem('ten-chars!')).toBeNull();
  });

  it('refuses the username in any letter case', () => {
    expect(passwordProblem('Casey.Morgan', 'casey.morgan')).toBe(PASSWORD_MESSAGES.username);
    expect(passwordProblem('casey.morgan', 'someone')).toBeNull();
  });

  it('refuses passwords from the shipped common list, in any letter case', () => {
    expect(passwordProblem('qwertyuiop')).toBe(PASSWORD_MESSAGES.common);
    expect(passwordProblem('Password1234')).toBe(PASSWORD_MESSAGES.common);
    expect(isCommonPassword('1234567890')).toBe(true);
  });

  it('accepts the demo and test fixtures', () => {
    for (const fixture of ['demo-password', 'test-password', 'admin-password', 'welcome-casey']) {
      expect(passwordProblem(fixture, 'admin')).toBeNull();
    }
  });
});
