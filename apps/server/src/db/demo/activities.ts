import { and, eq, inArray, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import type { ShopImageStore } from '../../modules/shop/images';
import type { PiiCipher } from '../../platform/pii';
import type { Db, Tx } from '../client';
import {
  activities,
  activityFormItems,
  activityImages,
  activityRegistrationRelatives,
  activityRegistrations,
  relatives,
  type TLocalizedNames,
} from '../schema';
import { demoPictureSvg } from './shop';

const id = (n: number) => `0b6c3a5e-1d2f-4c8a-9e16-${String(n).padStart(12, '0')}`;

/**
 * Fixed ids of the activities demo (issue 16), so tests, the journeys and the docs can name them.
 * Every state the screens show: open (free and paid, single and with relatives), full, ended, not
 * yet started, reservation, already paid, and a draft nobody but HR sees.
 */
export const DEMO_ACTIVITY_IDS = {
  /** Open, free, single person, limit 200: form with phone (required), T-shirt size, remark. */
  walk: id(1),
  /** Open, 50 yuan a person, with up to 3 relatives (relativeNum 4), limit 30: phone, ID, birthday, staff no. (regex). */
  museum: id(2),
  /** Open, limit 2, both places taken (李四, 孙七): registration full. */
  concert: id(3),
  /** Took place last month; 张三 took part (my activities: ended icon). */
  bbq: id(4),
  /** Sign-up opens next week. */
  talent: id(5),
  /** Reservation activity (button: application form), free, no limit. */
  checkup: id(6),
  /** Open, 80 yuan: 张三 has paid. */
  badminton: id(7),
  /** A draft (not published): invisible to employees. */
  draft: id(8),
  items: {
    walkPhone: id(101),
    walkSize: id(102),
    walkRemark: id(103),
    museumPhone: id(201),
    museumIdNo: id(202),
    museumBirthday: id(203),
    museumStaffNo: id(204),
    museumHidden: id(205),
    concertPhone: id(301),
    bbqPhone: id(401),
    talentShow: id(501),
    checkupDate: id(601),
    checkupPackage: id(602),
    badmintonPhone: id(701),
    badmintonLevel: id(702),
  },
  registrations: {
    concertLisi: id(1001),
    concertSunqi: id(1002),
    bbqZhangsan: id(1003),
    badmintonZhangsan: id(1004),
    bbqLisi: id(1005),
    /** 张三 signed up for the museum day, form not submitted yet: he can still choose relatives. */
    museumZhangsan: id(1006),
  },
  relatives: {
    /** 张三's wife and son (kept for later activities). */
    zhangsanWife: id(2001),
    zhangsanSon: id(2002),
    /** 李四's mother: invisible to 张三. */
    lisiMother: id(2003),
  },
} as const;

const DAY = 86_400_000;
const n = (zh: string, en: string, ja: string): TLocalizedNames => ({ zh, en, ja });
const phoneLabel = n('手机号码', 'Mobile phone', '携帯電話番号');

type Options = {
  companyId: string;
  zhangsan: string;
  lisi: string;
  sunqi: string;
  wangwu: string;
  now: Date;
  /**
   * Seals the relatives' phone numbers and the phone answers as the app stores them; without it the
   * relatives' are left out and the answers kept plain (sealed at the next start).
   */
  pii?: PiiCipher;
};

export async function loadActivitiesDemo(tx: Tx, o: Options): Promise<void> {
  const A = DEMO_ACTIVITY_IDS;
  const at = (days: number, hour = 9) => {
    // Whole days from today's midnight in Shanghai (UTC+8, no daylight saving), then the hour.
    const shanghaiMidnight = Math.floor((o.now.getTime() + 8 * 3600_000) / DAY) * DAY - 8 * 3600_000;
    return new Date(shanghaiMidnight + days * DAY + hour * 3600_000);
  };
  const published = at(-20);
  const common = {
    companyId: o.companyId,
    publishedAt: published,
    updatedBy: o.wangwu,
    updatedAt: published,
  };

  await tx
    .insert(activities)
    .values([
      {
        ...common,
        id: A.walk,
        names: n('2026 秋季健步走', 'Autumn Walk 2026', '2026 秋のウォーキング'),
        descriptions: n(
          '沿黄浦江滨江步道健步走 8 公里，终点提供午餐与完赛纪念 T 恤。\n请穿运动鞋，自备水杯。',
          'An 8 km walk along the Huangpu riverside. Lunch and a finisher T-shirt at the end.\nWear trainers and bring a bottle.',
          '黄浦江沿いの遊歩道を 8 km 歩きます。ゴールで昼食と完歩記念 T シャツ。\n運動靴で、水筒をご持参ください。',
        ),
        location: n('徐汇滨江', 'Xuhui Riverside', '徐匯浜江'),
        signUpStart: at(-10),
        signUpEnd: at(20, 18),
        eventStart: at(27, 8),
        eventEnd: at(27, 13),
        participantLimit: 200,
        sort: 1,
      },
      {
        ...common,
        id: A.museum,
        names: n('亲子科技馆一日游', 'Family day at the Science Museum', '親子で科学館の一日'),
        descriptions: n(
          '带上家人一起参观上海科技馆，含门票、午餐与讲解。每人 50 元，最多可带 3 位亲属。',
          'Visit the Shanghai Science and Technology Museum with your family: tickets, lunch and a guide. 50 yuan a person, up to 3 relatives.',
          '家族と上海科学技術館へ。入場券・昼食・ガイド付き。お一人 50 元、親族 3 名まで。',
        ),
        location: n('上海科技馆', 'Shanghai Science and Technology Museum', '上海科学技術館'),
        signUpStart: at(-7),
        signUpEnd: at(14, 18),
        eventStart: at(21, 9),
        eventEnd: at(21, 16),
        participantLimit: 30,
        signedCount: 1,
        isMore: true,
        relativeNum: 4,
        feeFen: 5000,
        sort: 2,
      },
      {
        ...common,
        id: A.concert,
        names: n('新年音乐会', 'New Year concert', 'ニューイヤーコンサート'),
        descriptions: n(
          '上海交响乐团新年音乐会，公司包场座位有限。',
          'The Shanghai Symphony Orchestra New Year concert; the company has a few seats.',
          '上海交響楽団のニューイヤーコンサート。会社の席は限られています。',
        ),
        location: n('上海交响乐团音乐厅', 'Shanghai Symphony Hall', '上海交響楽団ホール'),
        signUpStart: at(-5),
        signUpEnd: at(25, 18),
        eventStart: at(36, 19),
        eventEnd: at(36, 21),
        participantLimit: 2,
        signedCount: 2,
        sort: 3,
      },
      {
        ...common,
        id: A.bbq,
        names: n('夏日烧烤派对', 'Summer barbecue', 'サマーバーベキュー'),
        descriptions: n(
          '部门夏日烧烤，已圆满结束，感谢大家参与！',
          'The department summer barbecue is over. Thank you for coming!',
          '部署のサマーバーベキューは終了しました。ご参加ありがとうございました！',
        ),
        location: n('世纪公园', 'Century Park', '世紀公園'),
        signUpStart: at(-60),
        signUpEnd: at(-40, 18),
        eventStart: at(-35, 11),
        eventEnd: at(-35, 20),
        participantLimit: 50,
        signedCount: 2,
        publishedAt: at(-61),
        updatedAt: at(-61),
        sort: 4,
      },
      {
        ...common,
        id: A.talent,
        names: n('年会才艺报名', 'Annual party talent show', '忘年会のかくし芸'),
        descriptions: n(
          '年会节目征集，下周开放报名。',
          'Acts for the annual party: sign-up opens next week.',
          '忘年会の出し物を募集します。申込は来週から。',
        ),
        location: n('公司多功能厅', 'Company hall', '社内多目的ホール'),
        signUpStart: at(7),
        signUpEnd: at(21, 18),
        eventStart: at(45, 18),
        eventEnd: at(45, 22),
        participantLimit: 20,
        sort: 5,
      },
      {
        ...common,
        id: A.checkup,
        names: n('年度体检预约', 'Annual health check booking', '年次健康診断の予約'),
        descriptions: n(
          '填写预约表，选择体检日期与套餐。',
          'Fill in the booking form: choose a date and a package.',
          '予約フォームで日付とコースを選んでください。',
        ),
        location: n('美年大健康（静安）', 'Meinian Health (Jing’an)', '美年大健康（静安）'),
        signUpStart: at(-3),
        signUpEnd: at(60, 18),
        eventStart: at(10, 8),
        eventEnd: at(90, 12),
        isRes: true,
        sort: 6,
      },
      {
        ...common,
        id: A.badminton,
        names: n('羽毛球俱乐部冬季活动', 'Badminton club winter season', 'バドミントン部 冬季活動'),
        descriptions: n(
          '每周三晚 19:00-21:00，共 8 次，含场地与用球。',
          'Wednesdays 19:00-21:00, 8 sessions; court and shuttles included.',
          '毎週水曜 19:00-21:00、全 8 回。コートとシャトル込み。',
        ),
        location: n('浦东羽毛球馆', 'Pudong badminton hall', '浦東バドミントン館'),
        signUpStart: at(-14),
        signUpEnd: at(10, 18),
        eventStart: at(14, 19),
        eventEnd: at(70, 21),
        participantLimit: 16,
        signedCount: 1,
        feeFen: 8000,
        sort: 7,
      },
      {
        ...common,
        id: A.draft,
        names: n('（草稿）春游', '(Draft) Spring outing', '（下書き）春の遠足'),
        descriptions: n('尚未发布。', 'Not published yet.', '未公開です。'),
        signUpStart: at(30),
        signUpEnd: at(60),
        eventStart: at(90),
        eventEnd: at(90, 18),
        publishedAt: null,
        sort: 8,
      },
    ])
    .onConflictDoNothing();

  const I = A.items;
  const sizes = ['S', 'M', 'L', 'XL'].map((v) => ({ value: v, names: n(v, v, v) }));
  await tx
    .insert(activityFormItems)
    .values([
      {
        id: I.walkPhone,
        activityId: A.walk,
        sort: 1,
        names: phoneLabel,
        special: 'phone',
        conName: 'txt',
        isNes: true,
      },
      {
        id: I.walkSize,
        activityId: A.walk,
        sort: 2,
        names: n('T恤尺码', 'T-shirt size', 'T シャツのサイズ'),
        conName: 'cmb',
        options: sizes,
        isNes: true,
      },
      { id: I.walkRemark, activityId: A.walk, sort: 3, names: n('备注', 'Remarks', '備考'), conName: 'txt' },
      {
        id: I.museumPhone,
        activityId: A.museum,
        sort: 1,
        names: phoneLabel,
        special: 'phone',
        conName: 'txt',
        isNes: true,
      },
      {
        id: I.museumIdNo,
        activityId: A.museum,
        sort: 2,
        names: n('身份证号', 'ID number', '身分証番号'),
        special: 'idNo',
        conName: 'txt',
        isNes: true,
      },
      {
        id: I.museumBirthday,
        activityId: A.museum,
        sort: 3,
        names: n('出生日期', 'Date of birth', '生年月日'),
        special: 'birthday',
        conName: 'dat',
      },
      {
        id: I.museumStaffNo,
        activityId: A.museum,
        sort: 4,
        names: n('工号', 'Staff number', '社員番号'),
        conName: 'txt',
        isNes: true,
        reg: '^E\\d{5}$',
        regMessages: n(
          '工号为 E 加 5 位数字，如 E10086',
          'A staff number is E and 5 digits, e.g. E10086',
          '社員番号は E と数字 5 桁です（例: E10086）',
        ),
      },
      {
        id: I.museumHidden,
        activityId: A.museum,
        sort: 5,
        names: n('内部编号', 'Internal code', '内部コード'),
        conName: 'txt',
        isShow: false,
      },
      {
        id: I.concertPhone,
        activityId: A.concert,
        sort: 1,
        names: phoneLabel,
        special: 'phone',
        conName: 'txt',
        isNes: true,
      },
      {
        id: I.bbqPhone,
        activityId: A.bbq,
        sort: 1,
        names: phoneLabel,
        special: 'phone',
        conName: 'txt',
        isNes: true,
      },
      {
        id: I.talentShow,
        activityId: A.talent,
        sort: 1,
        names: n('节目名称', 'Act', '演目'),
        conName: 'txt',
        isNes: true,
      },
      {
        id: I.checkupDate,
        activityId: A.checkup,
        sort: 1,
        names: n('体检日期', 'Check-up date', '受診日'),
        conName: 'dat',
        isNes: true,
      },
      {
        id: I.checkupPackage,
        activityId: A.checkup,
        sort: 2,
        names: n('体检套餐', 'Package', 'コース'),
        conName: 'cmb',
        isNes: true,
        options: [
          { value: 'basic', names: n('基础套餐', 'Basic', '基本コース') },
          { value: 'full', names: n('全面套餐', 'Comprehensive', '総合コース') },
          { value: 'female', names: n('女性专项', 'Women’s health', '女性向けコース') },
        ],
      },
      {
        id: I.badmintonPhone,
        activityId: A.badminton,
        sort: 1,
        names: phoneLabel,
        special: 'phone',
        conName: 'txt',
        isNes: true,
      },
      {
        id: I.badmintonLevel,
        activityId: A.badminton,
        sort: 2,
        names: n('水平', 'Level', 'レベル'),
        conName: 'cmb',
        options: [
          { value: 'beginner', names: n('入门', 'Beginner', '初級') },
          { value: 'intermediate', names: n('中级', 'Intermediate', '中級') },
          { value: 'advanced', names: n('高级', 'Advanced', '上級') },
        ],
      },
    ])
    .onConflictDoNothing();

  const R = A.relatives;
  await tx
    .insert(relatives)
    .values([
      {
        id: R.zhangsanWife,
        eid: o.zhangsan,
        name: '李梅',
        relation: 'wife',
        sex: 'female',
        age: 34,
        birthday: '1992-03-08',
        phone: o.pii?.seal('13900139000') ?? null,
        createdAt: at(-90),
      },
      {
        id: R.zhangsanSon,
        eid: o.zhangsan,
        name: '张小明',
        relation: 'son',
        sex: 'male',
        age: 6,
        birthday: '2020-06-01',
        createdAt: at(-90),
      },
      {
        id: R.lisiMother,
        eid: o.lisi,
        name: '王秀英',
        relation: 'mother',
        sex: 'female',
        age: 62,
        createdAt: at(-80),
      },
    ])
    .onConflictDoNothing();

  const G = A.registrations;
  const confirmed = (
    regId: string,
    activityId: string,
    eid: string,
    regNo: string,
    day: number,
    phoneItem: string,
    phone: string,
  ) => ({
    id: regId,
    activityId,
    eid,
    regNo,
    status: 'confirmed',
    // Stored as the app stores it: a phone answer sealed (seal-at-rest.ts); plain without `pii`.
    answers: [{ itemId: phoneItem, value: o.pii?.seal(phone) ?? phone }],
    createdAt: at(day, 10),
    submittedAt: at(day, 10),
    updatedAt: at(day, 10),
  });
  await tx
    .insert(activityRegistrations)
    .values([
      confirmed(G.concertLisi, A.concert, o.lisi, 'HD00000001', -4, I.concertPhone, '13900000002'),
      confirmed(G.concertSunqi, A.concert, o.sunqi, 'HD00000002', -3, I.concertPhone, '13900000005'),
      {
        ...confirmed(G.bbqZhangsan, A.bbq, o.zhangsan, 'HD00000003', -50, I.bbqPhone, '13800138000'),
        persons: 2,
      },
      confirmed(G.bbqLisi, A.bbq, o.lisi, 'HD00000004', -49, I.bbqPhone, '13900000002'),
      {
        ...confirmed(
          G.badmintonZhangsan,
          A.badminton,
          o.zhangsan,
          'HD00000005',
          -6,
          I.badmintonPhone,
          '13800138000',
        ),
        totalFen: 8000,
        paidAt: at(-6, 11),
      },
      {
        id: G.museumZhangsan,
        activityId: A.museum,
        eid: o.zhangsan,
        regNo: 'HD00000006',
        status: 'signed',
        createdAt: at(-1, 10),
        updatedAt: at(-1, 10),
      },
    ])
    .onConflictDoNothing();
  await tx
    .insert(activityRegistrationRelatives)
    .values([{ registrationId: G.bbqZhangsan, relativeId: R.zhangsanWife }])
    .onConflictDoNothing();
}

type TPicture = Parameters<typeof demoPictureSvg>[0];

/** Each demo activity's cover, and the gallery pictures with their captions. */
const PICTURES: { id: string; cover: TPicture; gallery: TLocalizedNames[] }[] = [
  {
    id: DEMO_ACTIVITY_IDS.walk,
    cover: { color: '#0ea5e9', shape: 'wave', label: 'WALK' },
    gallery: [
      n('滨江步道起点', 'The start on the riverside', '遊歩道のスタート地点'),
      n('终点午餐区', 'Lunch at the finish', 'ゴールの昼食会場'),
    ],
  },
  {
    id: DEMO_ACTIVITY_IDS.museum,
    cover: { color: '#8b5cf6', shape: 'circle', label: 'MUSEUM' },
    gallery: [
      n('科技馆正门', 'The museum entrance', '科学館の正門'),
      n('机器人展区', 'The robot hall', 'ロボット展示'),
      n('亲子互动区', 'Hands-on area for families', '親子体験コーナー'),
    ],
  },
  {
    id: DEMO_ACTIVITY_IDS.concert,
    cover: { color: '#db2777', shape: 'card', label: 'CONCERT' },
    gallery: [],
  },
  {
    id: DEMO_ACTIVITY_IDS.bbq,
    cover: { color: '#ea580c', shape: 'drop', label: 'BBQ' },
    gallery: [n('烧烤现场', 'At the grill', 'バーベキュー会場')],
  },
  { id: DEMO_ACTIVITY_IDS.talent, cover: { color: '#ca8a04', shape: 'box', label: 'SHOW' }, gallery: [] },
  {
    id: DEMO_ACTIVITY_IDS.checkup,
    cover: { color: '#059669', shape: 'card', label: 'CHECK-UP' },
    gallery: [],
  },
  {
    id: DEMO_ACTIVITY_IDS.badminton,
    cover: { color: '#2563eb', shape: 'circle', label: 'BADMINTON' },
    gallery: [],
  },
  { id: DEMO_ACTIVITY_IDS.draft, cover: { color: '#64748b', shape: 'wave', label: 'SPRING' }, gallery: [] },
];

/** Drawn pictures kept per process: test files each load the demo into a new database. */
const drawnCache = globalThis as typeof globalThis & { ehomeActivityPictures?: Map<string, Promise<Buffer>> };

async function picture(images: ShopImageStore, spec: TPicture, variant = 0): Promise<string> {
  const svg = demoPictureSvg(spec, variant);
  drawnCache.ehomeActivityPictures ??= new Map();
  let jpeg = drawnCache.ehomeActivityPictures.get(svg);
  if (!jpeg) {
    jpeg = sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
    drawnCache.ehomeActivityPictures.set(svg, jpeg);
  }
  return images.store(await jpeg);
}

/**
 * The demo activities' pictures (cover and gallery), drawn once at start-up and stored through the
 * shop image store like the shop's demo pictures; only demo activities still without a cover are
 * drawn, so a restart does nothing.
 */
export async function loadActivityDemoImages(db: Db, images: ShopImageStore): Promise<number> {
  const missing = await db
    .select({ id: activities.id })
    .from(activities)
    .where(
      and(
        inArray(
          activities.id,
          PICTURES.map((p) => p.id),
        ),
        isNull(activities.logoKey),
      ),
    );
  let drawn = 0;
  for (const { id } of missing) {
    const spec = PICTURES.find((p) => p.id === id) as (typeof PICTURES)[number];
    const cover = await picture(images, spec.cover);
    const gallery: (typeof activityImages.$inferInsert)[] = [];
    for (const [index, caption] of spec.gallery.entries())
      gallery.push({
        activityId: id,
        imageKey: await picture(images, spec.cover, index + 1),
        descriptions: caption,
        sort: index + 1,
      });
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(activities)
        .set({ logoKey: cover })
        .where(and(eq(activities.id, id), isNull(activities.logoKey)))
        .returning({ id: activities.id });
      if (claimed && gallery.length) await tx.insert(activityImages).values(gallery);
    });
    drawn += 1;
  }
  return drawn;
}
