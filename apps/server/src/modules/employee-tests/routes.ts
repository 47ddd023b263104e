import { ZTestId, ZTestListItem, ZTestPaper, ZTestResult, ZTestSubmit } from '@ehome/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth';
import { secured } from '../../platform/docs';
import { ok, zOk } from '../../platform/envelope';
import type { EmployeeTestsService } from './service';

/** Employee tests: the list, a paper, the submit and the kept result (issue 18). */
export const employeeTestsRoutes: FastifyPluginAsyncZod<{ service: EmployeeTestsService }> = async (
  app,
  { service },
) => {
  const auth = { onRequest: app.authenticate };
  const tags = ['employee tests'];
  const base = '/api/EmployeeTest';

  app.get(
    `${base}/List`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Published tests, taken or not',
        ...secured,
        response: zOk(z.array(ZTestListItem)),
      },
    },
    async (request) => ok(await service.list(currentUser(request), request.lang)),
  );
  app.get(
    `${base}/Paper`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'A test without its answers',
        ...secured,
        querystring: ZTestId,
        response: zOk(ZTestPaper),
      },
    },
    async (request) => ok(await service.paper(currentUser(request), request.query.testId, request.lang)),
  );
  app.post(
    `${base}/Submit`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Submit the answers: graded once, the first result is kept',
        ...secured,
        body: ZTestSubmit,
        response: zOk(ZTestResult),
      },
    },
    async (request) => ok(await service.submit(currentUser(request), request.body, request.lang)),
  );
  app.get(
    `${base}/Result`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'My kept result with the correct answers',
        ...secured,
        querystring: ZTestId,
        response: zOk(ZTestResult),
      },
    },
    async (request) => ok(await service.result(currentUser(request), request.query.testId, request.lang)),
  );
};
