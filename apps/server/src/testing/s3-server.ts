import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../config';

export type TestS3Server = { config: S3Config; close(): Promise<void> };

/**
 * A local S3-compatible server on a free loopback port with one empty bucket, so the S3 storage is
 * tested over real HTTP and the SDK's real signing, not against a mock client.
 */
export async function startS3Server(bucket = 'ehome-test'): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'ehome-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    config: {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      // s3rver's fixed development credentials: it checks the signature made with them.
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
