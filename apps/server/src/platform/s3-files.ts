import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import { checkedKey, type FileStorage } from './files';

/** The SDK names a missing object NoSuchKey on GET; some S3-compatible servers only say 404. */
function isMissing(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
  );
}

/**
 * Files in an S3-compatible bucket, so every instance sees every upload. The bucket stays private:
 * bytes go out only through the API's authorised download route, never as a bucket or presigned
 * URL, so the access rules of the attachments module are the only way in.
 */
export function s3FileStorage(config: S3Config, client?: S3Client): FileStorage & { client: S3Client } {
  const s3 =
    client ??
    new S3Client({
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      ...(config.credentials ? { credentials: config.credentials } : {}),
      // Checksums only where S3 requires them: several S3-compatible servers refuse the SDK's
      // default streaming CRC trailers, and the body is a buffer whose length is known anyway.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  const Bucket = config.bucket;

  async function open(key: string): Promise<Readable | null> {
    try {
      const object = await s3.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) }));
      if (!object.Body) return null;
      return object.Body instanceof Readable
        ? object.Body
        : Readable.from(await object.Body.transformToByteArray());
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    client: s3,
    async put(bytes) {
      const key = randomUUID();
      await s3.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentLength: bytes.byteLength,
          ContentType: 'application/octet-stream',
        }),
      );
      return key;
    },
    open,
    async read(key) {
      const stream = await open(key);
      if (!stream) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
      return Buffer.concat(chunks);
    },
    async remove(key) {
      // S3 answers a delete of a missing object with success, as the interface wants.
      await s3.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
  };
}
