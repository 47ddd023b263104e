import {
  HR_ROLES,
  type TPunchKind,
  ZArgYmQuery,
  ZAttendanceDetail,
  ZAttendanceDetailQuery,
  ZAttendanceListItem,
  ZAttendanceMonths,
  ZAttendanceSummary,
  ZCalendarSummary,
  ZCalendarSummaryQuery,
  ZChangeAfNo,
  ZClockExceptionListQuery,
  ZClockExceptionPage,
  ZClockExceptionReview,
  ZClockNullQuery,
  ZClockNullResult,
  ZClockQuery,
  ZClockResult,
  ZDayAttendance,
  ZDayAttendanceQuery,
  ZMapConfig,
  ZMobileAttendance,
  ZMobileAttendanceQuery,
  ZMobilePunch,
  ZRuleDetail,
  ZRuleDetailQuery,
  ZRuleItem,
  ZVacationLimit,
  ZYmQuery,
} from '@ehome/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth';
import { secured } from '../../platform/docs';
import { ok, zOk } from '../../platform/envelope';
import type { AttendanceService } from './service';

/**
 * Attendance (spec 1 §7): the clock card, a person's days, the month calendar and summary, the rule
 * articles, and HR's review of out-of-range attempts. Every call is about the caller's own
 * attendance unless it is an HR call; CalenderSummary's eid is checked in the service.
 */
export const attendanceRoutes: FastifyPluginAsyncZod<{ service: AttendanceService }> = async (
  app,
  { service },
) => {
  const auth = { onRequest: app.authenticate };
  const hrOnly = { onRequest: app.requireRoles(HR_ROLES) };
  const tags = ['attendance'];

  app.get(
    '/api/CIICEService/GetEmployeeAttendanceDataForCurrentDay',
    {
      ...auth,
      schema: { tags, ...secured, querystring: ZDayAttendanceQuery, response: zOk(ZDayAttendance) },
    },
    async (request) =>
      ok(await service.dayView(currentUser(request), request.query.dateOfAttendance, request.lang)),
  );

  const punches: [string, TPunchKind][] = [
    ['/api/CIICEService/ClockIn', 'in'],
    ['/api/CIICEService/ClockOut', 'out'],
  ];
  for (const [path, kind] of punches) {
    app.get(
      path,
      { ...auth, schema: { tags, ...secured, querystring: ZClockQuery, response: zOk(ZClockResult) } },
      async (request) =>
        ok(
          await service.punch(
            currentUser(request),
            kind,
            { longitude: request.query.jd, latitude: request.query.wd },
            'clock',
          ),
        ),
    );
  }

  const reports: [string, TPunchKind][] = [
    ['/api/CIICEService/ClockInNull', 'in'],
    ['/api/CIICEService/ClockOutNull', 'out'],
  ];
  for (const [path, kind] of reports) {
    app.get(
      path,
      {
        ...auth,
        schema: { tags, ...secured, querystring: ZClockNullQuery, response: zOk(ZClockNullResult) },
      },
      async (request) => ok(await service.reportOutOfRange(currentUser(request), kind, request.query)),
    );
  }

  app.post(
    '/api/DearBATime/RecordChangeAFNo',
    { ...auth, schema: { tags, ...secured, body: ZChangeAfNo, response: zOk(z.boolean()) } },
    async (request) => {
      await service.recordNumberChange(currentUser(request), request.body.oldAFNo, request.body.status);
      return ok(true);
    },
  );

  app.post(
    '/api/Attendance/GetAttendanceFromMobile',
    { ...auth, schema: { tags, ...secured, body: ZMobileAttendanceQuery, response: zOk(ZMobileAttendance) } },
    async (request) => ok(await service.mobileData(currentUser(request), request.body?.attendanceDate)),
  );

  app.post(
    '/api/Attendance/Update',
    { ...auth, schema: { tags, ...secured, body: ZMobilePunch, response: zOk(ZClockResult) } },
    async (request) => ok(await service.mobilePunch(currentUser(request), request.body)),
  );

  app.post(
    '/api/Attendance/CalenderSummary',
    { ...auth, schema: { tags, ...secured, body: ZCalendarSummaryQuery, response: zOk(ZCalendarSummary) } },
    async (request) => ok(await service.calendarSummary(currentUser(request), request.body, request.lang)),
  );

  app.get(
    '/api/Attendance/MapConfig',
    { ...auth, schema: { tags, ...secured, response: zOk(ZMapConfig) } },
    async () => ok(service.mapConfig()),
  );

  const summaryPath = (name: string) => `/api/AttendanceQuerySummary/${name}`;

  app.get(
    summaryPath('GetAttendanceList'),
    {
      ...auth,
      schema: { tags, ...secured, querystring: ZArgYmQuery, response: zOk(z.array(ZAttendanceListItem)) },
    },
    async (request) =>
      ok(await service.attendanceList(currentUser(request), request.query.argYm, request.lang)),
  );

  app.get(
    summaryPath('GetAttendanceMonth'),
    { ...auth, schema: { tags, ...secured, response: zOk(ZAttendanceMonths) } },
    async (request) => ok(await service.months(currentUser(request))),
  );

  app.get(
    summaryPath('GetAttendanceSummary'),
    { ...auth, schema: { tags, ...secured, querystring: ZYmQuery, response: zOk(ZAttendanceSummary) } },
    async (request) => ok(await service.summary(currentUser(request), request.query.ym, request.lang)),
  );

  app.get(
    summaryPath('GetAttendanceDetail'),
    {
      ...auth,
      schema: { tags, ...secured, querystring: ZAttendanceDetailQuery, response: zOk(ZAttendanceDetail) },
    },
    async (request) =>
      ok(await service.detail(currentUser(request), request.query.ym, request.query.type, request.lang)),
  );

  app.get(
    summaryPath('GetVacationLimit'),
    { ...auth, schema: { tags, ...secured, querystring: ZYmQuery, response: zOk(z.array(ZVacationLimit)) } },
    async (request) => ok(await service.vacationLimits(currentUser(request), request.query.ym, request.lang)),
  );

  app.get(
    summaryPath('GetAttendanceDescription'),
    { ...auth, schema: { tags, ...secured, response: zOk(z.array(ZRuleItem)) } },
    async (request) => ok(await service.rules(currentUser(request), request.lang)),
  );

  app.get(
    summaryPath('GetAttendanceDescriptionDetail'),
    { ...auth, schema: { tags, ...secured, querystring: ZRuleDetailQuery, response: zOk(ZRuleDetail) } },
    async (request) => ok(await service.ruleDetail(currentUser(request), request.query.id, request.lang)),
  );

  app.get(
    '/api/Attendance/ClockExceptionList',
    {
      ...hrOnly,
      schema: { tags, ...secured, querystring: ZClockExceptionListQuery, response: zOk(ZClockExceptionPage) },
    },
    async (request) => ok(await service.exceptions(currentUser(request), request.query)),
  );

  app.post(
    '/api/Attendance/ReviewClockException',
    { ...hrOnly, schema: { tags, ...secured, body: ZClockExceptionReview, response: zOk(z.boolean()) } },
    async (request) => {
      await service.reviewException(currentUser(request), request.body);
      return ok(true);
    },
  );
};
