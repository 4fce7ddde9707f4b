import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import S3rver from 's3rver';

export interface TestS3Server {
  /** An S3_URL for a bucket on this server, with an optional key prefix. */
  url(prefix?: string): string;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) on loopback with one empty bucket, files in a temporary
 * folder. It checks request signatures with its fixed credentials S3RVER / S3RVER.
 */
export async function startS3Server(bucket = 'fixflow-photos'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'fixflow-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    url: (prefix = '') =>
      `http://S3RVER:S3RVER@127.0.0.1:${String(port)}/${bucket}${prefix ? `/${prefix}` : ''}`,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
