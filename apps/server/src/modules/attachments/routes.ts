import type { Readable } from 'node:stream';
import {
  ATTACHMENT_MAX_BYTES,
  contentDisposition,
  ErrorCode,
  IMAGE_SOURCE_TABLES,
  megabytes,
  ZFileIdQuery,
  ZFileList,
  ZFileListQuery,
  ZImageInfo,
  ZImageQuery,
  ZImageSaved,
  ZImageUpload,
  ZSaveFileQuery,
} from '@ehome/shared';
import multipart from '@fastify/multipart';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth';
import { secured } from '../../platform/docs';
import { ok, sendError, zOk } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import type { AttachmentsService } from './service';

/**
 * Room for two full-size images as base64 plus the JSON around them; the client compresses photos
 * above 2 MB, so a call with up to nine ordinary images fits as well.
 */
const LARGEST_IMAGE = Math.max(...Object.values(IMAGE_SOURCE_TABLES).map((rule) => rule.maxBytes));
const IMAGE_BODY_LIMIT = Math.ceil((LARGEST_IMAGE * 4) / 3) * 2 + 64 * 1024;

/**
 * A file part's bytes, or null as soon as it passes `max`. busboy stops a file at its size limit and
 * marks it truncated; a limit met exactly at a chunk boundary emits no further chunk, so
 * @fastify/multipart's toBuffer would hand back the cut file as complete. Here the limit event
 * settles it, and destroying the part stops the parser reading the rest of the request.
 */
async function readWithin(file: Readable & { truncated?: boolean }, max: number): Promise<Buffer | null> {
  let over = false;
  const onLimit = () => {
    over = true;
    file.destroy();
  };
  file.once('limit', onLimit);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of file) {
      size += (chunk as Buffer).length;
      if (size > max) {
        onLimit();
        break;
      }
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (!over) throw error;
  } finally {
    file.off('limit', onLimit);
  }
  return over || file.truncated ? null : Buffer.concat(chunks, size);
}

/** busboy's option, missing from @fastify/multipart's older copy of busboy's types. */
const UTF8_NAMES = { defParamCharset: 'utf8' } as NonNullable<Parameters<FastifyRequest['file']>[0]>;

/**
 * Attachments (spec 1 §7 "Attachments and images", spec 3 §7): multipart upload, list, delete and
 * an authorised download; images as base64 (UploadImageCommon / GetImageInfoCommon).
 */
export const attachmentRoutes: FastifyPluginAsyncZod<{ service: AttachmentsService }> = async (
  app,
  { service },
) => {
  // Registered here, not app-wide: only SaveFile takes multipart, with one file of at most 6 MB.
  await app.register(multipart, {
    limits: {
      fileSize: ATTACHMENT_MAX_BYTES,
      files: 1,
      fields: 4,
      parts: 5,
      fieldSize: 1024,
      headerPairs: 20,
    },
  });
  const tooLarge = () =>
    new AppError(ErrorCode.InvalidInput, 'attachments.tooLarge', { max: megabytes(ATTACHMENT_MAX_BYTES) });

  app.post(
    '/api/Attachment/SaveFile',
    {
      onRequest: app.authenticate,
      // The multipart parser has its own per-file limit; the JSON limit must not cut the stream first.
      bodyLimit: ATTACHMENT_MAX_BYTES + 64 * 1024,
      schema: {
        tags: ['attachments'],
        summary: 'Uploads one file (multipart field "file"); returns its id',
        consumes: ['multipart/form-data'],
        ...secured,
        querystring: ZSaveFileQuery,
        response: zOk(z.string()),
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (!request.isMultipart()) throw new AppError(ErrorCode.InvalidInput, 'attachments.noFile');
      let part: Awaited<ReturnType<typeof request.file>>;
      try {
        // Browsers send UTF-8 names in the part header; busboy would read them as Latin-1.
        part = await request.file(UTF8_NAMES);
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw tooLarge();
        throw error;
      }
      if (part?.fieldname !== 'file') throw new AppError(ErrorCode.InvalidInput, 'attachments.noFile');
      await service.checkUpload(user, request.query, part.filename);
      const bytes = await readWithin(part.file, ATTACHMENT_MAX_BYTES);
      if (!bytes) {
        // The rest of the body is never read: the connection closes after this answer.
        reply.header('connection', 'close');
        throw tooLarge();
      }
      const saved = await service.saveFile(user, request.query, part.filename, bytes);
      return ok(saved.fileId);
    },
  );

  app.post(
    '/api/Attachment/DeleteFile',
    {
      onRequest: app.authenticate,
      schema: { tags: ['attachments'], ...secured, querystring: ZFileIdQuery, response: zOk(z.boolean()) },
    },
    async (request) => {
      await service.deleteFile(currentUser(request), request.query.id);
      return ok(true);
    },
  );

  app.get(
    '/api/Attachment/GetFileList',
    {
      onRequest: app.authenticate,
      schema: { tags: ['attachments'], ...secured, querystring: ZFileListQuery, response: zOk(ZFileList) },
    },
    async (request) => ok(await service.listFiles(currentUser(request), request.query)),
  );

  app.get(
    '/api/Attachment/Download',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['attachments'],
        summary: 'The bytes of one file, typed by their sniffed content',
        ...secured,
        querystring: ZFileIdQuery,
      },
    },
    async (request, reply) => {
      const file = await service.download(currentUser(request), request.query.id);
      return (
        reply
          .header('Content-Type', file.mimeType)
          .header('Content-Length', String(file.size))
          .header(
            'Content-Disposition',
            contentDisposition(file.inline ? 'inline' : 'attachment', file.fileName),
          )
          .header('X-Content-Type-Options', 'nosniff')
          // A sandbox even if a browser rendered the file: no script, no same-origin access.
          .header(
            'Content-Security-Policy',
            "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
          )
          .header('Cache-Control', 'private, no-store')
          .send(file.stream)
      );
    },
  );

  app.post(
    '/api/PersonInfo/UploadImageCommon',
    {
      onRequest: app.authenticate,
      bodyLimit: IMAGE_BODY_LIMIT,
      // A body over the limit is images too large: say so with the spec's image message.
      errorHandler: (error, request, reply) => {
        if ((error as FastifyError).statusCode !== 413) return app.errorHandler(error, request, reply);
        reply.header('connection', 'close');
        return sendError(
          request,
          reply,
          ErrorCode.PayloadTooLarge,
          'attachments.imageTooLarge',
          { max: megabytes(LARGEST_IMAGE) },
          413,
        );
      },
      schema: { tags: ['attachments'], ...secured, body: ZImageUpload, response: zOk(ZImageSaved) },
    },
    async (request) => ok(await service.uploadImages(currentUser(request), request.body)),
  );

  app.post(
    '/api/PersonInfo/GetImageInfoCommon',
    {
      onRequest: app.authenticate,
      schema: { tags: ['attachments'], ...secured, body: ZImageQuery, response: zOk(z.array(ZImageInfo)) },
    },
    async (request) => ok(await service.getImages(currentUser(request), request.body)),
  );
};
