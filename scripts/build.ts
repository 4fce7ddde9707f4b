import { ensureServerBuild } from './server-build.ts';
import { ensureWebBuild } from './web-build.ts';

// Run by scripts/start.js in a child process before the server starts, so Vite, esbuild and tsx
// never stay in the server's memory: builds the web client and the server when either is stale.
await ensureWebBuild();
await ensureServerBuild();
