import { Readable } from 'node:stream';

import type * as S3SdkModule from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';

import type { PhotoStorage } from './photo-storage.ts';
import { assertSafeKey, parseStoredName, temporaryName } from './photo-storage.ts';

interface S3Location {
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  bucket: string;
  /** Prepended to every key, e.g. `fixflow/`; empty for the bucket's root. */
  prefix: string;
}

/**
 * Reads `S3_URL`: `http(s)://ACCESS_KEY:SECRET@HOST[:PORT]/BUCKET[/PREFIX][?region=REGION]`. The
 * key and secret are percent-encoded when they hold reserved characters; region defaults to
 * us-east-1. Buckets are addressed by path (MinIO, Ceph, Garage, s3rver and AWS all accept it).
 */
export function parseS3Url(value: string): S3Location {
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error('S3_URL must start with http:// or https://');
  }
  const [bucket, ...rest] = url.pathname.split('/').filter((segment) => segment !== '');
  if (!bucket) throw new Error('S3_URL must name a bucket: http://KEY:SECRET@HOST:PORT/BUCKET');
  if (!url.username || !url.password) {
    throw new Error('S3_URL must carry the access key and secret: http://KEY:SECRET@HOST/BUCKET');
  }
  return {
    endpoint: url.origin,
    region: url.searchParams.get('region') ?? 'us-east-1',
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
    bucket,
    prefix: rest.length > 0 ? `${rest.join('/')}/` : '',
  };
}

// The AWS SDK is imported only when photos go to S3 (from the storage's creation on), never by a
// server that stores them elsewhere: it costs about 25 MB of resident memory (decision 018).
type S3Sdk = typeof S3SdkModule;
let sdkLoading: Promise<S3Sdk> | undefined;
function loadSdk(): Promise<S3Sdk> {
  sdkLoading ??= import('@aws-sdk/client-s3');
  return sdkLoading;
}

function isMissing(error: unknown): boolean {
  return (
    (error as { name?: string }).name === 'NoSuchKey' ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
  );
}

/** Objects in an S3-compatible bucket that every instance reaches (AWS SDK v3). */
export function createS3Storage(location: S3Location): PhotoStorage {
  let connecting: Promise<{ client: S3Client; sdk: S3Sdk }> | undefined;
  function connect() {
    connecting ??= loadSdk().then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: location.endpoint,
        region: location.region,
        forcePathStyle: true,
        // Newer SDKs add CRC checksums by default; many S3-compatible servers do not know them.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        credentials: {
          accessKeyId: location.accessKeyId,
          secretAccessKey: location.secretAccessKey,
        },
      }),
    }));
    return connecting;
  }
  connect().catch(() => undefined);
  const { bucket, prefix } = location;
  const objectKey = (name: string): string => {
    assertSafeKey(name);
    return `${prefix}${name}`;
  };

  return {
    kind: 's3',
    isShared: true,
    async write(key, source) {
      const { client, sdk } = await connect();
      // PutObject needs the length up front; the photo arrives here already checked and cut at
      // the size limit (10 MB), so it is gathered first rather than sent as a multipart upload.
      const pieces: Buffer[] = [];
      for await (const piece of source as AsyncIterable<Buffer>) pieces.push(piece);
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(temporaryName(key)),
          Body: Buffer.concat(pieces),
        }),
      );
    },
    async commit(key) {
      const { client, sdk } = await connect();
      // S3 has no rename: a server-side copy, then the temporary object goes.
      const from = objectKey(temporaryName(key));
      await client.send(
        new sdk.CopyObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          CopySource: `${bucket}/${from}`,
        }),
      );
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: from }));
    },
    async discard(key) {
      const { client, sdk } = await connect();
      await client.send(
        new sdk.DeleteObjectCommand({ Bucket: bucket, Key: objectKey(temporaryName(key)) }),
      );
    },
    async read(key) {
      const { client, sdk } = await connect();
      try {
        const answer = await client.send(
          new sdk.GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }),
        );
        const body = answer.Body;
        if (!body) return undefined;
        return body instanceof Readable
          ? body
          : Readable.from(Buffer.from(await body.transformToByteArray()));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async remove(key) {
      const { client, sdk } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
    async *list() {
      const { client, sdk } = await connect();
      let token: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({
            Bucket: bucket,
            Prefix: prefix,
            ContinuationToken: token,
          }),
        );
        for (const object of page.Contents ?? []) {
          if (!object.Key) continue;
          yield {
            ...parseStoredName(object.Key.slice(prefix.length)),
            modifiedAt: object.LastModified ?? new Date(0),
          };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
