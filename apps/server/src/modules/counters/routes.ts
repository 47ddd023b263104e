import {
  COUNTER_ENABLE_ROLES,
  COUNTER_POSITION_ROLES,
  translate,
  ZCounterCityQuery,
  ZCounterGpsUpdate,
  ZCounterItem,
  ZCounterOrganization,
  ZCounterQuery,
  ZCounterRef,
} from '@ehome/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth';
import { secured } from '../../platform/docs';
import { ok, zOk } from '../../platform/envelope';
import type { CountersService } from './service';

/** Who may see the counters: those who position them, and brand administrators. */
const READ_ROLES = [...COUNTER_POSITION_ROLES, ...COUNTER_ENABLE_ROLES] as const;

/**
 * Counter position maintenance (spec 3 §7 "Counter": GetCounterProvince, GetCounterCity?province=,
 * GetCounter?city=, UpdateCounterGPS), plus the organisation dropdown and the brand administrator's
 * EnableCounterReposition. Counter leaders (and HR) position; brand administrators enable; 403 else.
 */
export const countersRoutes: FastifyPluginAsyncZod<{ service: CountersService }> = async (
  app,
  { service },
) => {
  const tags = ['counters'];
  const base = '/api/CIICEService';
  const read = { onRequest: app.requireRoles(READ_ROLES) };

  app.get(
    `${base}/GetCounterProvince`,
    { ...read, schema: { tags, ...secured, response: zOk(z.array(z.string())) } },
    async (request) => ok(await service.provinces(currentUser(request))),
  );
  app.get(
    `${base}/GetCounterCity`,
    {
      ...read,
      schema: { tags, ...secured, querystring: ZCounterCityQuery, response: zOk(z.array(z.string())) },
    },
    async (request) => ok(await service.cities(currentUser(request), request.query.province)),
  );
  app.get(
    `${base}/GetCounter`,
    {
      ...read,
      schema: { tags, ...secured, querystring: ZCounterQuery, response: zOk(z.array(ZCounterItem)) },
    },
    async (request) => ok(await service.counters(currentUser(request), request.query.city)),
  );
  app.get(
    `${base}/GetCounterOrganization`,
    {
      onRequest: app.requireRoles(COUNTER_POSITION_ROLES),
      schema: { tags, ...secured, response: zOk(z.array(ZCounterOrganization)) },
    },
    async (request) => ok(await service.organizations(currentUser(request))),
  );
  app.post(
    `${base}/UpdateCounterGPS`,
    {
      onRequest: app.requireRoles(COUNTER_POSITION_ROLES),
      schema: { tags, ...secured, body: ZCounterGpsUpdate, response: zOk(ZCounterItem) },
    },
    async (request) => ({
      ...ok(await service.updateGps(currentUser(request), request.body)),
      message: translate(request.lang, 'counters.saved'),
    }),
  );
  app.post(
    `${base}/EnableCounterReposition`,
    {
      onRequest: app.requireRoles(COUNTER_ENABLE_ROLES),
      schema: { tags, ...secured, body: ZCounterRef, response: zOk(ZCounterItem) },
    },
    async (request) => ok(await service.enableReposition(currentUser(request), request.body.counterId)),
  );
};
