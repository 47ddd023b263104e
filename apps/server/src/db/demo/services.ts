import { HANDBOOK_PAGES } from '@ehome/shared';
import type { Tx } from '../client';
import { articleMenus, articles, companyHealthSettings, physicalExamSubscriptions } from '../schema';

const id = (n: number) => `0b6c3a5e-1d2f-4c8a-9e74-${String(n).padStart(12, '0')}`;

/**
 * Fixed ids of the service guide demo (issue 17): provider-wide menus (onboarding guide with two
 * articles, the handbooks as page lists) and the demo company's own menu; the orientation (one
 * provider-wide article for anyone, one of the company for its new hires).
 */
export const DEMO_SERVICE_IDS = {
  menus: {
    guide: id(1),
    firstDay: id(2),
    handbooks: id(3),
    companyRules: id(4),
    orientation: id(5),
    companyOrientation: id(6),
  },
  articles: {
    firstDay: id(101),
    socialSecurity: id(102),
    staffHandbook: id(103),
    codeOfConduct: id(104),
    attendanceRules: id(105),
    welcome: id(106),
    companyIntro: id(107),
    /** A draft: HR sees it, employees do not. */
    draft: id(108),
  },
};

/** A handbook page as an inline picture (the product ships no scans): title, page number, text lines. */
function handbookPage(title: string, page: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="848" viewBox="0 0 600 848"><rect width="600" height="848" fill="#fff" stroke="#d9d9d9"/><rect x="40" y="40" width="520" height="6" fill="#1677ff"/><text x="40" y="100" font-size="28" font-family="sans-serif" fill="#333">${title}</text>${[
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
  ]
    .map(
      (i) =>
        `<rect x="40" y="${150 + i * 50}" width="${i % 3 === 2 ? 320 : 520}" height="14" rx="4" fill="#eee"/>`,
    )
    .join(
      '',
    )}<text x="560" y="100" font-size="20" text-anchor="end" font-family="sans-serif" fill="#999">${page}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
const handbook = (title: string, total: number) =>
  Array.from({ length: total }, (_, i) => handbookPage(title, i + 1));

export async function loadServicesDemo(
  tx: Tx,
  { companyId, zhangsan, now }: { companyId: string; zhangsan: string; now: Date },
): Promise<void> {
  const M = DEMO_SERVICE_IDS.menus;
  const A = DEMO_SERVICE_IDS.articles;
  await tx
    .insert(articleMenus)
    .values([
      {
        id: M.guide,
        companyId: null,
        name: '入职指南',
        nameEn: 'Onboarding guide',
        nameJa: '入社ガイド',
        sort: 1,
      },
      {
        id: M.firstDay,
        companyId: null,
        parentId: M.guide,
        name: '入职须知',
        nameEn: 'Before day one',
        nameJa: '入社前のご案内',
        sort: 1,
      },
      {
        id: M.handbooks,
        companyId: null,
        parentId: M.guide,
        name: '员工手册',
        nameEn: 'Handbooks',
        nameJa: '社員ハンドブック',
        sort: 2,
      },
      {
        id: M.companyRules,
        companyId,
        name: '公司制度',
        nameEn: 'Company rules',
        nameJa: '社内規程',
        sort: 2,
      },
      {
        id: M.orientation,
        companyId: null,
        audience: 'orientation',
        name: '新员工入门',
        nameEn: 'Getting started',
        nameJa: '新入社員ガイド',
        sort: 1,
      },
      {
        id: M.companyOrientation,
        companyId,
        audience: 'orientation',
        name: '公司介绍',
        nameEn: 'About the company',
        nameJa: '会社紹介',
        sort: 2,
      },
    ])
    .onConflictDoNothing();
  const published = new Date(now.getTime() - 20 * 86_400_000);
  const paragraphs = (texts: string[]) => texts.map((p) => `<p>${p}</p>`).join('');
  const html = (title: string, texts: string[]) => `<h3>${title}</h3>${paragraphs(texts)}`;
  await tx
    .insert(articles)
    .values([
      {
        id: A.firstDay,
        menuId: M.firstDay,
        companyId: null,
        title: '入职当天需要携带的材料',
        html: `${html('入职当天请携带', ['身份证原件及复印件两份；', '学历证书、学位证书原件；', '近期一寸白底证件照四张；', '本人名下的银行卡（用于发放工资）。'])}<p class="text-muted">如有疑问，请联系您的入职顾问。</p>`,
        sort: 1,
        publishedAt: published,
        createdAt: published,
        updatedAt: published,
      },
      {
        id: A.socialSecurity,
        menuId: M.firstDay,
        companyId: null,
        title: '社保与公积金办理说明',
        html: html('社保与公积金', [
          '入职当月起由公司为您缴纳社会保险和住房公积金。',
          '上海户籍员工请在入职信息中填写户籍地址和居住地址；非上海户籍员工请提供居住证信息。',
          '公积金账号为9位数字，如已有账号请在入职信息中填写。',
        ]),
        sort: 2,
        publishedAt: published,
        createdAt: published,
        updatedAt: published,
      },
      {
        id: A.staffHandbook,
        menuId: M.handbooks,
        companyId: null,
        kind: 'pages',
        title: '员工手册',
        pages: handbook('员工手册', HANDBOOK_PAGES.staffHandbook),
        sort: 1,
        publishedAt: published,
        createdAt: published,
        updatedAt: published,
      },
      {
        id: A.codeOfConduct,
        menuId: M.handbooks,
        companyId: null,
        kind: 'pages',
        title: '员工行为准则',
        pages: handbook('员工行为准则', HANDBOOK_PAGES.codeOfConduct),
        sort: 2,
        publishedAt: published,
        createdAt: published,
        updatedAt: published,
      },
      {
        id: A.attendanceRules,
        menuId: M.companyRules,
        companyId,
        title: '考勤与休假制度',
        html: html('考勤与休假', [
          '工作时间为周一至周五 9:00-18:00，午休 12:00-13:00。',
          '请在打卡范围内（总部300米）完成上下班打卡；漏打卡可在次日内申请补打卡。',
          '年假按累计工作年限计算：满1年不满10年5天，满10年不满20年10天，满20年15天。',
        ]),
        sort: 1,
        publishedAt: published,
        createdAt: published,
        updatedAt: published,
      },
      {
        id: A.welcome,
        menuId: M.orientation,
        companyId: null,
        title: '欢迎加入',
        html: paragraphs([
          '感谢您选择我们。入职前请完成入职登记，并准备好身份证、学历证书和银行卡。',
          '入职后可在“员工服务”中查看服务指南、办理证明和查询社保公积金。',
        ]),
        sort: 1,
        publishedAt: published,
        createdAt: published,
        updatedAt: published,
      },
      {
        id: A.companyIntro,
        menuId: M.companyOrientation,
        companyId,
        title: '上海浦江精密制造有限公司简介',
        html: paragraphs([
          '公司位于上海市黄浦区，专注精密零部件的研发与制造。',
          '总部地址：人民广场附近，地铁1、2、8号线可达。',
        ]),
        sort: 1,
        publishedAt: published,
        createdAt: published,
        updatedAt: published,
      },
      {
        id: A.draft,
        menuId: M.companyRules,
        companyId,
        title: '差旅报销制度（草稿）',
        html: html('差旅报销', ['草稿，尚未发布。']),
        sort: 2,
        publishedAt: null,
        createdAt: published,
        updatedAt: published,
      },
    ])
    .onConflictDoNothing();
  const year = now.getUTCFullYear();
  await tx
    .insert(companyHealthSettings)
    .values({
      companyId,
      medicalPolicyFrom: `${year}-01-01`,
      medicalPolicyTo: `${year}-12-31`,
      etcPhone: '021-6318 8000',
    })
    .onConflictDoNothing();
  await tx
    .insert(physicalExamSubscriptions)
    .values({ eid: zhangsan, subscribedAt: published })
    .onConflictDoNothing();
}
