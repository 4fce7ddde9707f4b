import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';

// `npm start` / `npm run demo` (decision 018). Plain JavaScript on plain Node: the web client and
// the server are (re)built first when older than their sources, in a child process so Vite, esbuild
// and tsx never stay in the server's memory; then the built server runs in this process, which
// keeps npm's signals and main.ts's clean shutdown (main.ts reads --demo from argv).
// Production unless told otherwise: the large lists use their precompiled serializers (decision 042).
process.env.NODE_ENV ??= 'production';
const buildScript = fileURLToPath(new URL('./build.ts', import.meta.url));
const built = spawnSync(process.execPath, ['--import', 'tsx', buildScript], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

await import(
  pathToFileURL(fileURLToPath(new URL('../dist/server/start.js', import.meta.url))).href
);
