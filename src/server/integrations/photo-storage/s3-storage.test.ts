import { describe, expect, it } from 'vitest';

import { parseS3Url } from './s3-storage.ts';

describe('S3_URL', () => {
  it('names the endpoint, credentials, bucket, key prefix and region', () => {
    expect(
      parseS3Url(
        'https://AKIA%2B1:se%2Fcret@s3.eu-west-1.amazonaws.com/bucket/fix/flow?region=eu-west-1',
      ),
    ).toEqual({
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      region: 'eu-west-1',
      accessKeyId: 'AKIA+1',
      secretAccessKey: 'se/cret',
      bucket: 'bucket',
      prefix: 'fix/flow/',
    });
  });

  it('defaults to us-east-1 and the bucket root', () => {
    expect(parseS3Url('http://key:secret@127.0.0.1:9000/photos')).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      bucket: 'photos',
      prefix: '',
    });
  });
});
