import { APP_VERSION } from '@ehome/shared';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Marks a route as needing the bearer token in the OpenAPI document. */
export const secured = { security: [{ bearerAuth: [] as string[] }] };

/**
 * The UI's own pages load scripts and styles from /api/docs/static; they get this CSP instead of
 * the app's, and nothing else is relaxed.
 */
const DOCS_CSP =
  "default-src 'self'; base-uri 'self'; font-src 'self' data:; frame-ancestors 'none'; img-src 'self' data:; object-src 'none'; script-src 'self'; script-src-attr 'none'; style-src 'self' 'unsafe-inline'";

/** OpenAPI at /api/docs, generated from the same zod schemas the routes validate with. */
export async function registerDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'ehome API', version: APP_VERSION, description: 'Employee self-service API' },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: DOCS_CSP });
}
