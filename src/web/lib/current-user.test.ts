import { describe, expect, it } from 'vitest';

import { CURRENT_USER_KEY, clearCurrentUser, readCurrentUser } from './current-user.ts';

describe('the cached current user', () => {
  it('reads a stored user with id, username and role', () => {
    localStorage.setItem(
      CURRENT_USER_KEY,
      JSON.stringify({ id: 'u1', username: 'tony', role: 'technician', name: 'Tony' }),
    );
    expect(readCurrentUser()).toMatchObject({ id: 'u1', username: 'tony', role: 'technician' });
  });

  it.each([
    ['not JSON', '{oops'],
    ['a role outside the list', JSON.stringify({ id: 'u1', username: 'x', role: 'owner' })],
    ['no id', JSON.stringify({ username: 'x', role: 'admin' })],
    ['a bare string', JSON.stringify('admin')],
  ])('discards a stored value with %s', (_label, raw) => {
    localStorage.setItem(CURRENT_USER_KEY, raw);
    expect(readCurrentUser()).toBeNull();
    expect(localStorage.getItem(CURRENT_USER_KEY)).toBeNull();
  });

  it('forgets the user on clear', () => {
    localStorage.setItem(
      CURRENT_USER_KEY,
      JSON.stringify({ id: 'u1', username: 'tony', role: 'technician' }),
    );
    clearCurrentUser();
    expect(readCurrentUser()).toBeNull();
  });
});
