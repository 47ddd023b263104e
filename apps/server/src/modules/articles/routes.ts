import {
  HR_ROLES,
  ZArticle,
  ZArticleAdminData,
  ZArticleIdQuery,
  ZArticleMenu,
  ZAudienceQuery,
  ZHtmlResult,
  ZOrientation,
  ZPreviewHtml,
  ZPublishArticle,
  ZSaveArticle,
  ZSavedId,
  ZSaveMenu,
} from '@ehome/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth';
import { secured } from '../../platform/docs';
import { ok, zOk } from '../../platform/envelope';
import type { ArticlesService } from './service';

/** The service guide (spec 3 §7 GetArticlesMenus, GetArticlesById), the orientation and HR's editor. */
export const articlesRoutes: FastifyPluginAsyncZod<{ service: ArticlesService }> = async (
  app,
  { service },
) => {
  const auth = { onRequest: app.authenticate };
  const hrOnly = { onRequest: app.requireRoles(HR_ROLES) };
  const tags = ['articles'];
  const base = '/api/CIICEService';

  /** A public screen that shows more with a session: a bad or missing token is simply anonymous. */
  const optionalAuth = {
    onRequest: async (request: FastifyRequest) => {
      if (!request.headers.authorization) return;
      try {
        await app.authenticate.call(app, request, undefined as never, () => {});
      } catch {
        request.user = null;
      }
    },
  };

  app.get(
    `${base}/GetArticlesMenus`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'The service guide menus (a tree) with their articles and unread dots',
        ...secured,
        querystring: ZAudienceQuery,
        response: zOk(z.array(ZArticleMenu)),
      },
    },
    async (request) => ok(await service.menus(currentUser(request), request.query.audience, request.lang)),
  );
  app.get(
    `${base}/GetArticlesById`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'An article',
        ...secured,
        querystring: ZArticleIdQuery,
        response: zOk(ZArticle),
      },
    },
    async (request) => ok(await service.article(currentUser(request), request.query.id)),
  );
  app.get(
    '/api/Articles/Orientation',
    {
      ...optionalAuth,
      schema: {
        tags,
        summary: 'The orientation articles: provider-wide to anyone, the company too with a token',
        response: zOk(ZOrientation),
      },
    },
    async (request) => ok(await service.orientation(request.user, request.lang)),
  );

  const admin = '/api/ArticleAdmin';
  app.get(
    `${admin}/Data`,
    {
      ...hrOnly,
      schema: {
        tags,
        summary: "HR: the company's menus and articles",
        ...secured,
        response: zOk(ZArticleAdminData),
      },
    },
    async (request) => ok(await service.adminData(currentUser(request))),
  );
  app.post(
    `${admin}/SaveMenu`,
    {
      ...hrOnly,
      schema: {
        tags,
        summary: 'HR: create or edit a menu',
        ...secured,
        body: ZSaveMenu,
        response: zOk(ZSavedId),
      },
    },
    async (request) => ok(await service.saveMenu(currentUser(request), request.body)),
  );
  app.post(
    `${admin}/SaveArticle`,
    {
      ...hrOnly,
      schema: {
        tags,
        summary: 'HR: create or edit an article (HTML sanitised)',
        ...secured,
        body: ZSaveArticle,
        response: zOk(ZSavedId),
      },
    },
    async (request) => ok(await service.saveArticle(currentUser(request), request.body)),
  );
  app.post(
    `${admin}/Preview`,
    {
      ...hrOnly,
      schema: {
        tags,
        summary: 'HR: the sanitised HTML',
        ...secured,
        body: ZPreviewHtml,
        response: zOk(ZHtmlResult),
      },
    },
    async (request) => ok(service.preview(request.body.html)),
  );
  app.post(
    `${admin}/Publish`,
    {
      ...hrOnly,
      schema: {
        tags,
        summary: 'HR: publish or withdraw',
        ...secured,
        body: ZPublishArticle,
        response: zOk(z.boolean()),
      },
    },
    async (request) =>
      ok(await service.publish(currentUser(request), request.body.id, request.body.published)),
  );
};
