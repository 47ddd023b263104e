import { ErrorCode, HR_ROLES } from '@ehome/shared';
import {
  ACTIVITY_ADMIN_API,
  ZActivityEdit,
  ZAdminActivityIdParams,
  ZAdminActivityList,
  ZAdminRegistration,
  ZAdminRegistrationParams,
  ZAdminRegistrations,
  ZAdminRegistrationsQuery,
  ZSaveActivity,
  ZUploadedActivityImage,
} from '@ehome/shared/activities/admin';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth';
import { secured } from '../../platform/docs';
import { ok, zOk } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { MAX_SHOP_IMAGE_BYTES } from '../shop/images';
import type { ActivityAdminService } from './admin-service';

/** HR's activity administration under /CIICActivityAPI/ActivityAdmin/ (the HR role only). */
export const activityAdminRoutes: FastifyPluginAsyncZod<{ admin: ActivityAdminService }> = async (
  app,
  { admin },
) => {
  const hrOnly = { onRequest: app.requireRoles(HR_ROLES) };
  const tags = ['activities-admin'];
  // Only UploadImage takes multipart: one picture of at most 10 MB.
  await app.register(multipart, {
    limits: { fileSize: MAX_SHOP_IMAGE_BYTES + 1, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
  });
  const tooLarge = () => new AppError(ErrorCode.InvalidInput, 'activities.imageTooLarge');

  app.get(
    `${ACTIVITY_ADMIN_API}/ListActivities`,
    { ...hrOnly, schema: { tags, ...secured, response: zOk(ZAdminActivityList) } },
    async (request) => ok(await admin.list(currentUser(request), request.lang)),
  );
  app.get(
    `${ACTIVITY_ADMIN_API}/GetActivity/:id`,
    { ...hrOnly, schema: { tags, ...secured, params: ZAdminActivityIdParams, response: zOk(ZActivityEdit) } },
    async (request) => ok(await admin.get(currentUser(request), request.params.id)),
  );
  app.post(
    `${ACTIVITY_ADMIN_API}/SaveActivity`,
    { ...hrOnly, schema: { tags, ...secured, body: ZSaveActivity, response: zOk(z.string()) } },
    async (request) => ok(await admin.save(currentUser(request), request.body, request.lang)),
  );
  app.post(
    `${ACTIVITY_ADMIN_API}/PublishActivity/:id`,
    { ...hrOnly, schema: { tags, ...secured, params: ZAdminActivityIdParams, response: zOk(z.boolean()) } },
    async (request) => ok(await admin.publish(currentUser(request), request.params.id)),
  );
  app.get(
    `${ACTIVITY_ADMIN_API}/Registrations`,
    {
      ...hrOnly,
      schema: { tags, ...secured, querystring: ZAdminRegistrationsQuery, response: zOk(ZAdminRegistrations) },
    },
    async (request) =>
      ok(await admin.registrations(currentUser(request), request.query.activityId, request.lang)),
  );
  app.get(
    `${ACTIVITY_ADMIN_API}/Registration/:id`,
    {
      ...hrOnly,
      schema: {
        tags,
        summary: 'One registration with its answers and relatives in full (the read is logged)',
        ...secured,
        params: ZAdminRegistrationParams,
        response: zOk(ZAdminRegistration),
      },
    },
    async (request) =>
      ok(await admin.revealRegistration(currentUser(request), request.params.id, request.lang)),
  );
  app.post(
    `${ACTIVITY_ADMIN_API}/UploadImage`,
    {
      ...hrOnly,
      bodyLimit: MAX_SHOP_IMAGE_BYTES + 64 * 1024,
      schema: {
        tags,
        summary: 'Uploads one picture (multipart field "file"); returns its key and path',
        consumes: ['multipart/form-data'],
        ...secured,
        response: zOk(ZUploadedActivityImage),
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new AppError(ErrorCode.InvalidInput, 'activities.noImage');
      let bytes: Buffer;
      try {
        const part = await request.file();
        if (part?.fieldname !== 'file') throw new AppError(ErrorCode.InvalidInput, 'activities.noImage');
        bytes = await part.toBuffer();
        if (part.file.truncated) throw tooLarge();
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw tooLarge();
        throw error;
      }
      if (bytes.length > MAX_SHOP_IMAGE_BYTES) throw tooLarge();
      return ok(await admin.uploadImage(bytes));
    },
  );
};
