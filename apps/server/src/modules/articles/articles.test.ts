import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../db/demo';
import { DEMO_SERVICE_IDS as S } from '../../db/demo/services';
import { articleMenus, articles, companies } from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import { TokenService } from '../../platform/tokens';
import { bearer, createTestApp, type TestApp } from '../../testing/app';
import { copyEmployee } from '../../testing/people';
import { sanitizeArticleHtml } from './sanitize';

const clock = fixedClock('2026-11-25T02:00:00Z');
let app: TestApp;
const tokens: Record<string, string> = {};
const OTHER_COMPANY = randomUUID();
const otherMenu = randomUUID();
const otherArticle = randomUUID();

beforeAll(async () => {
  app = await createTestApp({ clock });
  for (const who of ['zhangsan', 'wangwu', 'zhaoliu']) tokens[who] = await app.login(who);
  const db = app.database.db;
  await db.insert(companies).values({ id: OTHER_COMPANY, name: '别的公司', city: '北京' });
  await db.insert(articleMenus).values({ id: otherMenu, companyId: OTHER_COMPANY, name: '别家制度' });
  await db.insert(articles).values({
    id: otherArticle,
    menuId: otherMenu,
    companyId: OTHER_COMPANY,
    title: '别家的文章',
    html: '<p>secret</p>',
    publishedAt: new Date('2026-01-01T00:00:00Z'),
  });
  // An HR person of the other company.
  const { eid } = await copyEmployee(db, DEMO_IDS.wangwu, { companyId: OTHER_COMPANY, employeeNo: 'X1' });
  const issuer = await TokenService.create(app.appConfig.jwtSecret, 3600, clock);
  tokens.otherHr = (await issuer.issue(eid)).token;
});
afterAll(async () => {
  await app?.close();
});

async function call(who: string | null, method: 'GET' | 'POST', url: string, payload?: object, lang = 'zh') {
  const response = await app.inject({
    method,
    url,
    headers: { ...(who ? bearer(tokens[who] as string) : {}), 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, ...response.json() };
}
const get = (who: string | null, url: string, lang = 'zh') => call(who, 'GET', url, undefined, lang);
const post = (who: string, url: string, payload: object, lang = 'zh') =>
  call(who, 'POST', url, payload, lang);

type Menu = {
  id: string;
  name: string;
  unread: boolean;
  articles: { id: string; isRead: boolean }[];
  children: Menu[];
};
const flat = (menus: Menu[]): Menu[] => menus.flatMap((m) => [m, ...flat(m.children)]);

describe('sanitiser', () => {
  it('removes script, style, event handlers and javascript: URLs', () => {
    const out = sanitizeArticleHtml(
      '<p onclick="x()">Hi<script>alert(1)</script></p><style>p{}</style><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">a</a><iframe src="https://e.com"></iframe>',
    );
    expect(out).not.toMatch(/script|onclick|onerror|javascript:|style|iframe|alert/i);
    expect(out).toContain('<p>Hi</p>');
    expect(out).toContain('<a rel="noopener noreferrer" target="_blank">a</a>');
  });
  it('keeps https and data: images, drops http ones and unknown attributes', () => {
    const out = sanitizeArticleHtml(
      '<img src="https://a.com/x.png" alt="x"><img src="data:image/png;base64,AAAA"><img src="http://a.com/y.png"><p style="color:red" class="highlight">t</p>',
    );
    expect(out).toContain('src="https://a.com/x.png"');
    expect(out).toContain('src="data:image/png;base64,AAAA"');
    expect(out).not.toContain('http://a.com');
    expect(out).toContain('<p class="highlight">t</p>');
  });
});

describe('service guide', () => {
  it('answers the menu tree: provider-wide and the company, not another company, in the reader language', async () => {
    const body = await get('zhangsan', '/api/CIICEService/GetArticlesMenus');
    expect(body.errNo).toBe(0);
    const menus = flat(body.resultData);
    const ids = menus.map((m) => m.id);
    expect(ids).toEqual(
      expect.arrayContaining([S.menus.guide, S.menus.firstDay, S.menus.handbooks, S.menus.companyRules]),
    );
    expect(ids).not.toContain(otherMenu);
    expect(ids).not.toContain(S.menus.orientation);
    const guide = body.resultData.find((m: Menu) => m.id === S.menus.guide);
    expect(guide.children.map((c: Menu) => c.id)).toEqual([S.menus.firstDay, S.menus.handbooks]);
    // The draft is not listed.
    const articleIds = menus.flatMap((m) => m.articles.map((a) => a.id));
    expect(articleIds).not.toContain(S.articles.draft);
    const en = await get('zhangsan', '/api/CIICEService/GetArticlesMenus', 'en');
    expect(en.resultData[0].name).toBe('Onboarding guide');
  });

  it('answers an article, a page list for the handbook, and refuses another company’s', async () => {
    const a = await get('zhangsan', `/api/CIICEService/GetArticlesById?id=${S.articles.firstDay}`);
    expect(a.errNo).toBe(0);
    expect(a.resultData).toMatchObject({ kind: 'html', title: '入职当天需要携带的材料' });
    const handbook = await get(
      'zhangsan',
      `/api/CIICEService/GetArticlesById?id=${S.articles.staffHandbook}`,
    );
    expect(handbook.resultData.pages).toHaveLength(42);
    const conduct = await get('zhangsan', `/api/CIICEService/GetArticlesById?id=${S.articles.codeOfConduct}`);
    expect(conduct.resultData.pages).toHaveLength(29);
    const foreign = await get('zhangsan', `/api/CIICEService/GetArticlesById?id=${otherArticle}`);
    expect(foreign.errNo).toBe(3);
    expect(foreign.message).toBe('该文章不存在或您无权查看');
    const draft = await get('zhangsan', `/api/CIICEService/GetArticlesById?id=${S.articles.draft}`);
    expect(draft.errNo).toBe(3);
    const bad = await get('zhangsan', '/api/CIICEService/GetArticlesById?id=nope');
    expect(bad).toMatchObject({ status: 200, errNo: 2 });
    expect((await get(null, `/api/CIICEService/GetArticlesById?id=${S.articles.firstDay}`)).status).toBe(401);
  });

  it('marks an article read (readType Material): the dot goes for the reader only, and comes back on edit', async () => {
    const unread = async (who: string) =>
      flat((await get(who, '/api/CIICEService/GetArticlesMenus')).resultData)
        .find((m) => m.id === S.menus.companyRules)
        ?.articles.find((a) => a.id === S.articles.attendanceRules)?.isRead === false;
    expect(await unread('zhangsan')).toBe(true);
    const read = await get(
      'zhangsan',
      `/api/CIICEService/UpdateReadStatus?id=${S.articles.attendanceRules}&readType=Material`,
    );
    expect(read).toMatchObject({ errNo: 0, resultData: true });
    expect(await unread('zhangsan')).toBe(false);
    expect(await unread('zhaoliu')).toBe(true);
    const foreign = await get(
      'zhangsan',
      `/api/CIICEService/UpdateReadStatus?id=${otherArticle}&readType=Material`,
    );
    expect(foreign.errNo).toBe(3);
    // HR edits it later: unread again.
    clock.advance(60_000);
    const saved = await post('wangwu', '/api/ArticleAdmin/SaveArticle', {
      id: S.articles.attendanceRules,
      menuId: S.menus.companyRules,
      title: '考勤与休假制度',
      html: '<p>新版</p>',
      publish: true,
    });
    expect(saved.errNo).toBe(0);
    expect(await unread('zhangsan')).toBe(true);
  });
});

describe('orientation (public)', () => {
  it('shows provider-wide orientation to anyone and the company’s with a token', async () => {
    const anonymous = await get(null, '/api/Articles/Orientation');
    expect(anonymous.status).toBe(200);
    expect(anonymous.resultData.map((m: { id: string }) => m.id)).toEqual([S.menus.orientation]);
    const withToken = await get('zhangsan', '/api/Articles/Orientation');
    expect(withToken.resultData.map((m: { id: string }) => m.id)).toEqual([
      S.menus.orientation,
      S.menus.companyOrientation,
    ]);
    const badToken = await app.inject({
      url: '/api/Articles/Orientation',
      headers: { authorization: 'Bearer nope' },
    });
    expect(badToken.json().resultData).toHaveLength(1);
  });
});

describe('HR article admin', () => {
  it('refuses employees (403) and lists the company data with drafts for HR', async () => {
    expect((await get('zhangsan', '/api/ArticleAdmin/Data')).status).toBe(403);
    const data = await get('wangwu', '/api/ArticleAdmin/Data');
    expect(data.errNo).toBe(0);
    expect(data.resultData.articles.map((a: { id: string }) => a.id)).toContain(S.articles.draft);
    expect(data.resultData.articles.map((a: { id: string }) => a.id)).not.toContain(otherArticle);
  });

  it('creates a menu and an article with the HTML sanitised, then publishes it', async () => {
    const menu = await post('wangwu', '/api/ArticleAdmin/SaveMenu', {
      name: '福利说明',
      nameEn: 'Benefits',
      sort: 5,
    });
    expect(menu.errNo).toBe(0);
    const saved = await post('wangwu', '/api/ArticleAdmin/SaveArticle', {
      menuId: menu.resultData.id,
      title: '体检安排',
      html: '<p>每年一次<script>steal()</script></p><img src="x.png" onerror="alert(1)">',
      publish: false,
    });
    expect(saved.errNo).toBe(0);
    expect(saved.resultData.html).toBe('<p>每年一次</p>');
    const [row] = await app.database.db.select().from(articles).where(eq(articles.id, saved.resultData.id));
    expect(row?.html).toBe('<p>每年一次</p>');
    expect(row?.publishedAt).toBeNull();
    expect((await get('zhangsan', `/api/CIICEService/GetArticlesById?id=${saved.resultData.id}`)).errNo).toBe(
      3,
    );
    const published = await post('wangwu', '/api/ArticleAdmin/Publish', {
      id: saved.resultData.id,
      published: true,
    });
    expect(published).toMatchObject({ errNo: 0, resultData: true });
    expect((await get('zhangsan', `/api/CIICEService/GetArticlesById?id=${saved.resultData.id}`)).errNo).toBe(
      0,
    );
    // A double tap of "save" answers the first article; another text under the same title is refused.
    const again = await post('wangwu', '/api/ArticleAdmin/SaveArticle', {
      menuId: menu.resultData.id,
      title: '体检安排',
      html: '<p>每年一次<script>steal()</script></p><img src="x.png" onerror="alert(1)">',
    });
    expect(again.resultData.id).toBe(saved.resultData.id);
    const clash = await post('wangwu', '/api/ArticleAdmin/SaveArticle', {
      menuId: menu.resultData.id,
      title: '体检安排',
      html: '<p>别的内容</p>',
    });
    expect(clash.message).toBe('该栏目已有同名文章');
    const rename = await post('wangwu', '/api/ArticleAdmin/SaveArticle', {
      id: S.articles.draft,
      menuId: S.menus.companyRules,
      title: '考勤与休假制度',
      html: '<p>x</p>',
    });
    expect(rename).toMatchObject({ status: 200, message: '该栏目已有同名文章' });
    const preview = await post('wangwu', '/api/ArticleAdmin/Preview', { html: '<b onmouseover="x">b</b>' });
    expect(preview.resultData.html).toBe('<b>b</b>');
  });

  it('refuses bad input, provider-wide content, another company’s and menu cycles; nothing changes', async () => {
    const before = await app.database.db.select().from(articles);
    const noTitle = await post('wangwu', '/api/ArticleAdmin/SaveArticle', {
      menuId: S.menus.companyRules,
      title: ' ',
      html: 'x',
    });
    expect(noTitle).toMatchObject({ status: 200, errNo: 2 });
    expect(noTitle.message).toContain('请输入文章标题');
    const provider = await post('wangwu', '/api/ArticleAdmin/SaveArticle', {
      id: S.articles.firstDay,
      menuId: S.menus.firstDay,
      title: 'x',
      html: 'x',
    });
    expect(provider.message).toBe('平台通用的内容不能由公司修改');
    const foreign = await post('wangwu', '/api/ArticleAdmin/Publish', { id: otherArticle, published: false });
    expect(foreign.errNo).toBe(3);
    const foreignHr = await post('otherHr', '/api/ArticleAdmin/Publish', {
      id: S.articles.attendanceRules,
      published: false,
    });
    expect(foreignHr.errNo).toBe(3);
    const child = await post('wangwu', '/api/ArticleAdmin/SaveMenu', {
      name: '子栏目',
      parentId: S.menus.companyRules,
    });
    const cycle = await post('wangwu', '/api/ArticleAdmin/SaveMenu', {
      id: S.menus.companyRules,
      name: '公司制度',
      parentId: child.resultData.id,
    });
    expect(cycle.message).toBe('上级栏目不能是自己或自己的下级');
    const after = await app.database.db.select().from(articles);
    expect(after.map((a) => [a.id, a.html, a.publishedAt?.getTime()]).sort()).toEqual(
      before.map((a) => [a.id, a.html, a.publishedAt?.getTime()]).sort(),
    );
  });
});
