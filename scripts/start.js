import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { relaunchedWith, SERVER_MALLOC_ENV } from './malloc-arenas.js';
import { serverPoolFlags } from './v8-pool.js';

// `npm start` / `npm run demo` (decision 018). Plain JavaScript on plain Node: the web client and
// the server are (re)built first when older than their sources, in a child process so Vite, esbuild
// and tsx never stay in the server's memory; then the built server runs in this process, which
// keeps npm's signals and main.ts's clean shutdown (main.ts reads --demo from argv).
// Production unless told otherwise: the large lists use their precompiled serializers (decision 042).
process.env.NODE_ENV ??= 'production';
// Issue 37 (decision 042 cut 36): on glibc the server runs with malloc settings that glibc reads
// only as a process starts (scripts/malloc-arenas.js): without them in the environment, this script
// runs again in a child process that has them (this one only waits and passes signals on: 8 MB
// of its own, the rest of its RSS the Node binary's pages, shared with the server). The same goes
// for V8's helper threads, sized to the machine (scripts/v8-pool.js, cut 69) unless given.
if (!relaunchedWith(SERVER_MALLOC_ENV, serverPoolFlags())) {
  const buildScript = fileURLToPath(new URL('./build.ts', import.meta.url));
  const built = spawnSync(process.execPath, ['--import', 'tsx', buildScript], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);

  await import(
    pathToFileURL(fileURLToPath(new URL('../dist/server/start.js', import.meta.url))).href
  );
}
