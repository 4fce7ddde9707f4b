// The demo chain's accounts (src/server/db/demo-data.ts) the e2e server starts with.
export const DEMO_PASSWORD = 'demo-password';

export const DEMO_USERS = {
  admin: { username: 'admin', name: 'Administrator' },
  manager: { username: 'manager', name: 'Dana Whitfield' },
  technician: { username: 'tech', name: 'Tony Reyes' },
  maria: { username: 'maria', name: 'Maria Lopez' },
  sam: { username: 'sam', name: 'Sam Patel' },
} as const;

export type DemoRole = keyof typeof DEMO_USERS;
