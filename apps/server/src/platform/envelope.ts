import { isDeepStrictEqual } from 'node:util';
import {
  ErrorCode,
  pickLanguage,
  type TEnvelope,
  type TLanguage,
  type TMessageKey,
  translate,
  zEnvelope,
} from '@ehome/shared';
import fastJson from 'fast-json-stringify';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  type ZodFastifySchemaValidationError,
  serializerCompiler as zodSerializerCompiler,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
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

/**
 * Response serializer: the route's zod response schema compiled once to a fast-json-stringify
 * function (through its JSON Schema). Like zod's parse it writes only the properties the schema
 * lists, so a field the contract does not name never leaks; unlike it, it does not walk and copy
 * the whole answer before JSON.stringify walks it again (6.5 % of a request, more for a month's
 * calendar or a list). A schema JSON Schema cannot express (none today) keeps zod's serializer.
 *
 * Outside production (tests, development) every answer is also serialized by zod and the two must
 * agree, so the whole API suite checks the fast path against the contract; in production only the
 * fast path runs. If the fast path throws (a value of an unexpected type), zod's answer is sent.
 */
export function responseSerializerCompiler({
  verify,
}: {
  verify: boolean;
}): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const bySchema = zodSerializerCompiler(route);
    let fast: (data: unknown) => string;
    try {
      fast = fastJson(
        z.toJSONSchema(route.schema, {
          io: 'output',
          unrepresentable: 'throw',
          target: 'draft-07',
        }) as object,
      );
    } catch {
      return bySchema;
    }
    return (data) => {
      let answer: string;
      try {
        answer = fast(data);
      } catch {
        return bySchema(data);
      }
      if (verify) {
        const expected = bySchema(data);
        if (!isDeepStrictEqual(JSON.parse(answer), JSON.parse(expected)))
          throw new Error(
            `${route.method} ${route.url}: the compiled serializer wrote ${answer.slice(0, 500)}, the schema ${expected.slice(0, 500)}`,
          );
      }
      return answer;
    };
  };
}

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
