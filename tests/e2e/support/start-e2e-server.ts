import { prepareServerEnvironment } from './server-environment.ts';

// The journeys' server: the built web client, the demo chain (users admin, manager, tech, maria,
// sam; password 'demo-password') in a fresh temporary data dir, on the port a Playwright worker
// gave it (journey-servers.ts).
await prepareServerEnvironment('fixflow-e2e-', process.env.E2E_SERVER_PORT ?? '4173');
process.argv.push('--demo');
await import('../../../src/server/main.ts');
