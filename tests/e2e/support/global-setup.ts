import { ensureWebBuild } from '../../../scripts/web-build.ts';

// The journeys' servers serve the built web client: built once here, before any worker starts one.
export default async function globalSetup(): Promise<void> {
  await ensureWebBuild();
}
