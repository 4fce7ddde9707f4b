import { describe, expect, it } from 'vitest';

import { parseConfig } from './config.ts';

describe('ADMIN_PASSWORD', () => {
  it('follows the password policy: length, not the username, not a common password', () => {
    expect(() => parseConfig({ ADMIN_PASSWORD: 'short-pw' })).toThrow(
      'ADMIN_PASSWORD: Password must be at least 10 characters',
    );
    expect(() =>
      parseConfig({ ADMIN_USERNAME: 'boss-person', ADMIN_PASSWORD: 'BOSS-PERSON' }),
    ).toThrow('ADMIN_PASSWORD: Password must not be the username');
    expect(() => parseConfig({ ADMIN_PASSWORD: 'qwertyuiop' })).toThrow(
      'ADMIN_PASSWORD: This password is too common',
    );
    expect(parseConfig({ ADMIN_PASSWORD: 'a-long-admin-secret' }).adminPassword).toBe(
      'a-long-admin-secret',
    );
  });
});
