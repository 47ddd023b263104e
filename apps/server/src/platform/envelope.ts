import {
  ErrorCode,
  pickLanguage,
  type TEnvelope,
  type TLanguage,
  type TMessageKey,
  translate,
  zEnvelope,
} from '@ehome/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  type ZodFastifySchemaValidationError,
} from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** Language of messages for this request, from Accept-Language. */
    lang: TLanguage;
  }
}

export function ok<T>(resultData: T): TEnvelope<T> {
  return { errNo: ErrorCode.Ok, message: '', resultData };
}

/** Response schema of a successful call: the envelope around `resultData`. */
export const zOk = <T extends z.ZodType>(resultData: T) => ({ 200: zEnvelope(resultData) });

export type FieldIssue = { field: string; message: string };

/** Zod issues -> translated messages naming the field; schemas use message keys as their errors. */
function describeIssues(
  lang: TLanguage,
  issues: ZodFastifySchemaValidationError[],
  context: string | undefined,
): FieldIssue[] {
  return issues.map((issue) => {
    const path = issue.instancePath.split('/').filter(Boolean);
    const field = path.join('.');
    const name = path.at(-1) ?? context ?? '';
    const key = issue.message?.startsWith('validation.') ? issue.message : 'validation.invalid';
    return { field, message: translate(lang, key, { name }) };
  });
}

function send(reply: FastifyReply, status: number, body: TEnvelope<unknown>) {
  // Error bodies never match a route's success schema, so bypass the route serializer.
  return reply.code(status).serializer(JSON.stringify).type('application/json; charset=utf-8').send(body);
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: number,
  key: TMessageKey,
  params: Record<string, string | number> = {},
  status = 200,
  resultData: unknown = null,
) {
  return send(reply, status, { errNo: code, message: translate(request.lang, key, params), resultData });
}

export type EnvelopeOptions = {
  /** Serves the web app for page URLs that match no route (history fallback); false when it did not. */
  pageFallback?: (request: FastifyRequest, reply: FastifyReply) => boolean;
};

/** Registered once at the root: every response, error or not, is an envelope. */
export const envelopePlugin = fp(async (app: FastifyInstance, options: EnvelopeOptions) => {
  app.decorateRequest('lang', 'zh');
  app.addHook('onRequest', async (request) => {
    request.lang = pickLanguage(request.headers['accept-language']);
  });

  app.setErrorHandler<Error>((error, request, reply) => {
    if (error instanceof AppError) {
      return sendError(
        request,
        reply,
        error.code,
        error.messageKey,
        error.params,
        error.httpStatus,
        error.resultData,
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = describeIssues(request.lang, error.validation, error.validationContext);
      return send(reply, 200, {
        errNo: ErrorCode.InvalidInput,
        message: issues.map((i) => i.message).join('; '),
        resultData: issues,
      });
    }
    const { statusCode: status = 500, code } = error as Partial<FastifyError>;
    if (status === 413)
      return sendError(request, reply, ErrorCode.PayloadTooLarge, 'error.PayloadTooLarge', {}, 413);
    if (status === 429) return sendError(request, reply, ErrorCode.RateLimited, 'error.RateLimited', {}, 429);
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, empty body ...: the request is bad input, never a fault.
      request.log.info({ code, msg: error.message }, 'bad request');
      return sendError(request, reply, ErrorCode.InvalidInput, 'error.InvalidInput', {
        detail: translate(request.lang, 'error.BadRequest'),
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, ErrorCode.Internal, 'error.Internal', {}, 500);
  });

  app.setNotFoundHandler((request, reply) => {
    if (options.pageFallback?.(request, reply)) return reply;
    return sendError(request, reply, ErrorCode.NotFound, 'error.RouteNotFound', {}, 404);
  });
});
