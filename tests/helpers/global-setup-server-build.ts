import { ensureServerBuild } from '../../scripts/server-build.ts';

// The process tests run the server as `npm start` does: the built dist/server/start.js on plain Node
// (decision 018). Built here once, when missing or older than the sources, before any test starts.
export default async function setup(): Promise<void> {
  await ensureServerBuild();
}
