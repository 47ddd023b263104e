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
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth';
import { secured } from '../../platform/docs';
import { ok, zOk } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import type { AttachmentsService } from './service';

/**
 * Room for two full-size images as base64 plus the JSON around them; the client compresses photos
 * above 2 MB, so a call with up to nine ordinary images fits as well.
 */
const LARGEST_IMAGE = Math.max(...Object.values(IMAGE_SOURCE_TABLES).map((rule) => rule.maxBytes));
const IMAGE_BODY_LIMIT = Math.ceil((LARGEST_IMAGE * 4) / 3) * 2 + 64 * 1024;

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
    async (request) => {
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
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw tooLarge();
        throw error;
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
