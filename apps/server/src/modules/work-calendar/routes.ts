import {
  HR_ROLES,
  ZCalendarOverrideDelete,
  ZCalendarOverrideItem,
  ZCalendarOverrideQuery,
  ZCalendarOverrideSave,
  ZWorkScheduleQuery,
  ZWorkScheduleRow,
} from '@ehome/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth';
import { secured } from '../../platform/docs';
import { ok, zOk } from '../../platform/envelope';
import type { WorkCalendarService } from './service';

/** The work calendar: a person's schedule of a date, and the company's own days off and on (HR). */
export const workCalendarRoutes: FastifyPluginAsyncZod<{ service: WorkCalendarService }> = async (
  app,
  { service },
) => {
  const hrOnly = app.requireRoles(HR_ROLES);
  const tags = ['work calendar'];

  app.get(
    '/api/CIICEService/GetWorkscheduleByDate',
    {
      onRequest: app.authenticate,
      schema: { tags, ...secured, querystring: ZWorkScheduleQuery, response: zOk(z.array(ZWorkScheduleRow)) },
    },
    async (request) => ok(await service.scheduleRows(currentUser(request), request.query.dt, request.lang)),
  );

  app.get(
    '/api/WorkCalendar/Overrides',
    {
      onRequest: hrOnly,
      schema: {
        tags,
        ...secured,
        querystring: ZCalendarOverrideQuery,
        response: zOk(z.array(ZCalendarOverrideItem)),
      },
    },
    async (request) => ok(await service.overrides(currentUser(request), request.query.year)),
  );

  app.post(
    '/api/WorkCalendar/SaveOverride',
    {
      onRequest: hrOnly,
      schema: { tags, ...secured, body: ZCalendarOverrideSave, response: zOk(ZCalendarOverrideItem) },
    },
    async (request) => ok(await service.saveOverride(currentUser(request), request.body)),
  );

  app.post(
    '/api/WorkCalendar/DeleteOverride',
    {
      onRequest: hrOnly,
      schema: { tags, ...secured, body: ZCalendarOverrideDelete, response: zOk(z.boolean()) },
    },
    async (request) => {
      await service.deleteOverride(currentUser(request), request.body.date);
      return ok(true);
    },
  );
};
