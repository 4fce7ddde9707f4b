import { ensureWebBuild } from './web-build.ts';

// `npm start` / `npm run demo`: build the web client if needed, then run the server (main.ts reads
// --demo from argv).
await ensureWebBuild();
await import('../src/server/main.ts');
