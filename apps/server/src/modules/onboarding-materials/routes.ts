import {
  ErrorCode,
  HR_ROLES,
  IMAGE_SOURCE_TABLES,
  megabytes,
  ZCertificateImageInfo,
  ZCertificateUpload,
  ZChildItem,
  ZChildProof,
  ZChildrenInsert,
  ZChildrenSaved,
  ZMaterialIdQuery,
  ZReviewDecision,
  ZReviewDone,
  ZReviewPage,
  ZReviewQuery,
  ZReviewView,
  ZReviewViewQuery,
  ZUploadResult,
} from '@ehome/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth';
import { secured } from '../../platform/docs';
import { ok, sendError, zOk } from '../../platform/envelope';
import type { MaterialReviewService } from './review-service';
import type { MaterialsService } from './service';

/** Two photos of the table's largest size in base64 per request (the web sends one at a time). */
const bodyLimitFor = (maxBytes: number) => Math.ceil((maxBytes * 4) / 3) * 2 + 64 * 1024;

/** A body over the limit is an image too large: say so with the spec's image message. */
function tooLargeHandler(app: FastifyInstance, maxBytes: number) {
  return (
    error: FastifyError,
    request: Parameters<FastifyInstance['errorHandler']>[1],
    reply: Parameters<FastifyInstance['errorHandler']>[2],
  ) => {
    if (error.statusCode !== 413) return app.errorHandler(error, request, reply);
    reply.header('connection', 'close');
    return sendError(
      request,
      reply,
      ErrorCode.PayloadTooLarge,
      'attachments.imageTooLarge',
      { max: megabytes(maxBytes) },
      413,
    );
  };
}

/**
 * Certificate photos and children of spec 3 §7 (paths as the spec spells them) and HR's review
 * (/api/MaterialReview, ours: the spec names the screen only).
 */
export const materialsRoutes: FastifyPluginAsyncZod<{
  service: MaterialsService;
  review: MaterialReviewService;
}> = async (app, { service, review }) => {
  const auth = { onRequest: app.authenticate };
  const hrOnly = { onRequest: app.requireRoles(HR_ROLES) };
  const tags = ['onboarding materials'];
  const certificateMax = IMAGE_SOURCE_TABLES.certificate.maxBytes;
  const childMax = IMAGE_SOURCE_TABLES.child.maxBytes;

  app.get(
    '/api/PersonInfo/GetImageInfoAll',
    {
      ...auth,
      schema: {
        tags,
        summary: "The caller's certificate photos: each type with its state and a small preview",
        ...secured,
        response: zOk(z.array(ZCertificateImageInfo)),
      },
    },
    async (request) => ok(await service.imageInfoAll(currentUser(request))),
  );
  app.post(
    '/api/PersonInfo/UploadImage',
    {
      ...auth,
      bodyLimit: bodyLimitFor(certificateMax),
      errorHandler: tooLargeHandler(app, certificateMax),
      schema: {
        tags,
        summary: 'Uploads certificate photos (8 MB, type by content); each replaces its type',
        ...secured,
        body: ZCertificateUpload,
        response: zOk(ZUploadResult),
      },
    },
    async (request) => ok(await service.uploadImages(currentUser(request), request.body)),
  );
  app.post(
    '/api/CIICEService/InsertEmployeeChildren',
    {
      ...auth,
      bodyLimit: bodyLimitFor(childMax),
      errorHandler: tooLargeHandler(app, childMax),
      schema: {
        tags,
        summary: 'Adds children with a proof (CiicEmployee only)',
        ...secured,
        body: ZChildrenInsert,
        response: zOk(ZChildrenSaved),
      },
    },
    async (request) => ok(await service.insertChildren(currentUser(request), request.body)),
  );
  app.get(
    '/api/CIICEService/GetEmpChildren',
    {
      ...auth,
      schema: {
        tags,
        summary: "The caller's children with their review state",
        ...secured,
        response: zOk(z.array(ZChildItem)),
      },
    },
    async (request) => ok(await service.children(currentUser(request))),
  );
  app.get(
    '/api/CIICEService/GetChildProof',
    {
      ...auth,
      schema: {
        tags,
        summary: "The proof of one of the caller's children (base64)",
        ...secured,
        querystring: ZMaterialIdQuery,
        response: zOk(ZChildProof),
      },
    },
    async (request) => ok(await service.childProof(currentUser(request), request.query.id)),
  );

  app.get(
    '/api/MaterialReview/Pending',
    {
      ...hrOnly,
      schema: {
        tags,
        summary: "HR: photos or children of the company's employees awaiting review",
        ...secured,
        querystring: ZReviewQuery,
        response: zOk(ZReviewPage),
      },
    },
    async (request) => ok(await review.pending(currentUser(request), request.query)),
  );
  app.get(
    '/api/MaterialReview/View',
    {
      ...hrOnly,
      schema: {
        tags,
        summary: 'HR: one photo or child unmasked (the read is logged)',
        ...secured,
        querystring: ZReviewViewQuery,
        response: zOk(ZReviewView),
      },
    },
    async (request) => ok(await review.view(currentUser(request), request.query.kind, request.query.id)),
  );
  app.post(
    '/api/MaterialReview/Decide',
    {
      ...hrOnly,
      schema: {
        tags,
        summary: 'HR: pass or fail (with a note) a photo or a child; the employee gets a message',
        ...secured,
        body: ZReviewDecision,
        response: zOk(ZReviewDone),
      },
    },
    async (request) => ok(await review.decide(currentUser(request), request.body)),
  );
};
