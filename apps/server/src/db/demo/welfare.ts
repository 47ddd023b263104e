import type { Tx } from '../client';
import {
  type TLocalizedNames,
  welfareClaims,
  welfareMenuItems,
  welfareOffers,
  welfareRightPackages,
  welfareRights,
} from '../schema';

const id = (n: number) => `0b6c3a5e-1d2f-4c8a-9e41-${String(n).padStart(12, '0')}`;

/**
 * Fixed ids of the welfare demo (issue 16), so tests, the journey and the docs can name them.
 * This year: a Spring Festival gift (张三 unclaimed), a Mid-Autumn gift (张三 claimed, shipped), a
 * cinema voucher (李四 claimed), a right whose window has ended; last year's right (history).
 */
export const DEMO_WELFARE_IDS = {
  springGift: id(1),
  midAutumnGift: id(2),
  cinemaVoucher: id(3),
  /** This year's, window ended 10 days ago (张三 never claimed it). */
  summerCool: id(4),
  /** Last year's Spring Festival gift, claimed and received by 张三. */
  lastYearGift: id(5),
  /** Only for Temporary employees: nobody of the demo sees it. */
  temporaryOnly: id(6),
  packages: {
    springA: id(101),
    springB: id(102),
    springC: id(103),
    midAutumnA: id(201),
    midAutumnB: id(202),
    lastYearA: id(501),
    temporaryA: id(601),
  },
  claims: {
    midAutumnZhangsan: id(1001),
    cinemaLisi: id(1002),
    lastYearZhangsan: id(1003),
  },
  offers: {
    coffee: id(2001),
    fitness: id(2002),
    bookstore: id(2003),
    housekeeping: id(2004),
    carWash: id(2005),
    healthCheck: id(2006),
    musical: id(2007),
    expired: id(2008),
  },
  menu: [id(3001), id(3002), id(3003), id(3004), id(3005), id(3006)],
} as const;

const DAY = 86_400_000;
const n = (zh: string, en: string, ja: string): TLocalizedNames => ({ zh, en, ja });

type Options = {
  companyId: string;
  zhangsan: string;
  lisi: string;
  wangwu: string;
  now: Date;
};

/** Welfare rights, claims, partner offers and the welfare menu of the demo company. */
export async function loadWelfareDemo(tx: Tx, o: Options): Promise<void> {
  const W = DEMO_WELFARE_IDS;
  const at = (days: number, hour = 9) => {
    // Whole days from today's midnight in Shanghai (UTC+8, no daylight saving), then the hour.
    const shanghaiMidnight = Math.floor((o.now.getTime() + 8 * 3600_000) / DAY) * DAY - 8 * 3600_000;
    return new Date(shanghaiMidnight + days * DAY + hour * 3600_000);
  };
  const day = (days: number) => new Date(at(days, 12).getTime() + 8 * 3600_000).toISOString().slice(0, 10);
  const year = Number(day(0).slice(0, 4));
  const pickup = n(
    '上海总部 1 楼前台（工作日 9:00-17:30）',
    'Shanghai head office, 1F reception (weekdays 9:00-17:30)',
    '上海本社 1 階受付（平日 9:00-17:30）',
  );
  const common = { companyId: o.companyId, pickupPoint: pickup };

  await tx
    .insert(welfareRights)
    .values([
      {
        ...common,
        id: W.springGift,
        year,
        kind: 'gift',
        names: n('春节礼包', 'Spring Festival gift', '春節ギフト'),
        descriptions: n(
          '公司为每位员工准备了春节礼包，三款任选其一，可快递到家或到总部前台自提。',
          'A Spring Festival gift for every employee: choose one of three packages, delivered to your home or collected at the head office.',
          '全従業員への春節ギフトです。3 種類から 1 つを選び、宅配または本社受付で受け取れます。',
        ),
        claimFrom: at(-10),
        claimTo: at(40, 18),
        imagePath: 'icon:gift',
        color: '#e8553d',
        sort: 1,
      },
      {
        ...common,
        id: W.midAutumnGift,
        year,
        kind: 'gift',
        names: n('中秋礼盒', 'Mid-Autumn gift box', '中秋節ギフトボックス'),
        descriptions: n(
          '中秋月饼礼盒，两款任选其一。',
          'A Mid-Autumn mooncake gift box: choose one of two.',
          '中秋節の月餅ギフトボックス。2 種類から 1 つ選べます。',
        ),
        claimFrom: at(-60),
        claimTo: at(20, 18),
        imagePath: 'icon:mooncake',
        color: '#d4912a',
        sort: 2,
      },
      {
        companyId: o.companyId,
        id: W.cinemaVoucher,
        year,
        kind: 'voucher',
        names: n('电影兑换券', 'Cinema voucher', '映画引換券'),
        descriptions: n(
          '全国连锁影院 2D/3D 电影兑换券 2 张，领取后凭券码在影院 App 兑换。',
          'Two 2D/3D tickets at a national cinema chain: redeem the code in the cinema app.',
          '全国チェーン映画館の 2D/3D 鑑賞券 2 枚。コードを映画館アプリで引き換えます。',
        ),
        valueFen: 12000,
        claimFrom: at(-5),
        claimTo: at(55, 18),
        voucherPrefix: 'CINE',
        voucherValidTo: day(120),
        imagePath: 'icon:ticket',
        color: '#5b6cf0',
        sort: 3,
      },
      {
        ...common,
        id: W.summerCool,
        year,
        kind: 'gift',
        names: n('夏日清凉礼包', 'Summer cool pack', '夏の涼感ギフト'),
        descriptions: n(
          '防暑降温用品礼包，领取已截止。',
          'A pack of summer cooling goods. Claiming has closed.',
          '暑さ対策グッズのギフト。受付は終了しました。',
        ),
        claimFrom: at(-60),
        claimTo: at(-10, 18),
        imagePath: 'icon:gift',
        color: '#2aa8c4',
        sort: 4,
      },
      {
        ...common,
        id: W.lastYearGift,
        year: year - 1,
        kind: 'gift',
        names: n('春节礼包', 'Spring Festival gift', '春節ギフト'),
        descriptions: n('去年的春节礼包。', "Last year's Spring Festival gift.", '昨年の春節ギフト。'),
        claimFrom: at(-330),
        claimTo: at(-300, 18),
        imagePath: 'icon:gift',
        color: '#e8553d',
        sort: 1,
      },
      {
        ...common,
        id: W.temporaryOnly,
        year,
        kind: 'gift',
        employeeTypes: ['Temporary'],
        names: n('临时工慰问品', 'Temporary staff gift', '臨時スタッフへのギフト'),
        descriptions: n('仅发放给临时工。', 'For temporary staff only.', '臨時スタッフのみ対象。'),
        claimFrom: at(-10),
        claimTo: at(40, 18),
        imagePath: 'icon:gift',
        color: '#888888',
        sort: 9,
      },
    ])
    .onConflictDoNothing();

  await tx
    .insert(welfareRightPackages)
    .values([
      {
        id: W.packages.springA,
        rightId: W.springGift,
        names: n('A 款：坚果年货礼盒', 'A: nuts and dried fruit box', 'A：ナッツとドライフルーツ'),
        contents: n(
          '每日坚果 30 包、腰果、巴旦木、碧根果、红枣',
          '30 daily nut packs, cashews, almonds, pecans, red dates',
          'デイリーナッツ 30 袋、カシュー、アーモンド、ピーカン、なつめ',
        ),
        valueFen: 29900,
        stock: 300,
        claimedCount: 0,
        imagePath: 'icon:gift',
        color: '#c0392b',
        sort: 1,
      },
      {
        id: W.packages.springB,
        rightId: W.springGift,
        names: n('B 款：粮油礼包', 'B: rice and oil set', 'B：米と油のセット'),
        contents: n(
          '东北大米 10 kg、压榨花生油 5 L',
          '10 kg northeast rice, 5 L pressed peanut oil',
          '東北米 10 kg、圧搾落花生油 5 L',
        ),
        valueFen: 26800,
        stock: 200,
        claimedCount: 0,
        imagePath: 'icon:home',
        color: '#d35400',
        sort: 2,
      },
      {
        id: W.packages.springC,
        rightId: W.springGift,
        names: n('C 款：茶叶礼盒', 'C: tea gift box', 'C：お茶のギフト'),
        contents: n(
          '西湖龙井 250 g、白茶饼 1 个',
          '250 g West Lake Longjing, one white tea cake',
          '西湖龍井 250 g、白茶餅 1 個',
        ),
        valueFen: 32000,
        stock: 5,
        claimedCount: 0,
        imagePath: 'icon:coffee',
        color: '#27ae60',
        sort: 3,
      },
      {
        id: W.packages.midAutumnA,
        rightId: W.midAutumnGift,
        names: n('经典月饼礼盒', 'Classic mooncakes', '定番の月餅'),
        contents: n(
          '莲蓉、豆沙、五仁、蛋黄月饼各 2 个',
          'Two each of lotus, red bean, five-nut and egg-yolk mooncakes',
          '蓮の実・小豆・五仁・卵黄の月餅各 2 個',
        ),
        valueFen: 19800,
        stock: null,
        claimedCount: 1,
        imagePath: 'icon:mooncake',
        color: '#d4912a',
        sort: 1,
      },
      {
        id: W.packages.midAutumnB,
        rightId: W.midAutumnGift,
        names: n('水果礼篮', 'Fruit basket', 'フルーツバスケット'),
        contents: n('时令水果 5 kg', '5 kg of seasonal fruit', '季節の果物 5 kg'),
        valueFen: 18800,
        stock: null,
        claimedCount: 0,
        imagePath: 'icon:gift',
        color: '#e67e22',
        sort: 2,
      },
      {
        id: W.packages.lastYearA,
        rightId: W.lastYearGift,
        names: n('坚果年货礼盒', 'Nuts and dried fruit box', 'ナッツとドライフルーツ'),
        contents: n('每日坚果 30 包', '30 daily nut packs', 'デイリーナッツ 30 袋'),
        valueFen: 28800,
        stock: null,
        claimedCount: 1,
        imagePath: 'icon:gift',
        color: '#c0392b',
        sort: 1,
      },
      {
        id: W.packages.temporaryA,
        rightId: W.temporaryOnly,
        names: n('慰问品', 'Gift', 'ギフト'),
        contents: n('毛巾、水杯', 'Towel, cup', 'タオル、カップ'),
        valueFen: 5000,
        stock: null,
        claimedCount: 0,
        imagePath: 'icon:gift',
        color: '#888888',
        sort: 1,
      },
    ])
    .onConflictDoNothing();

  const zhangsanAddress = {
    consignee: '张三',
    tel: '13800138000',
    province: '上海市',
    city: '上海市',
    area: '黄浦区',
    streetName: '南京东路100号5楼',
  };
  await tx
    .insert(welfareClaims)
    .values([
      {
        id: W.claims.midAutumnZhangsan,
        rightId: W.midAutumnGift,
        eid: o.zhangsan,
        packageId: W.packages.midAutumnA,
        receiptNo: `WF${day(-20).replaceAll('-', '')}00001001`,
        delivery: 'express',
        valueFen: 19800,
        ...zhangsanAddress,
        status: 2,
        expressCompany: '顺丰速运',
        expressNumber: 'SF1234567890',
        shippedAt: at(-2, 15),
        handledBy: o.wangwu,
        claimedAt: at(-20, 10),
      },
      {
        id: W.claims.cinemaLisi,
        rightId: W.cinemaVoucher,
        eid: o.lisi,
        receiptNo: `WF${day(-3).replaceAll('-', '')}00001002`,
        delivery: 'voucher',
        valueFen: 12000,
        voucherCode: 'CINE-7KQ2M9XH4P',
        voucherValidTo: day(120),
        status: 4,
        claimedAt: at(-3, 11),
      },
      {
        id: W.claims.lastYearZhangsan,
        rightId: W.lastYearGift,
        eid: o.zhangsan,
        packageId: W.packages.lastYearA,
        receiptNo: `WF${day(-320).replaceAll('-', '')}00001003`,
        delivery: 'express',
        valueFen: 28800,
        ...zhangsanAddress,
        status: 3,
        expressCompany: '京东物流',
        expressNumber: 'JD0098765432',
        shippedAt: at(-315, 15),
        receivedAt: at(-313, 19),
        handledBy: o.wangwu,
        claimedAt: at(-320, 10),
      },
    ])
    .onConflictDoNothing();

  const offer = (
    offerId: string,
    page: 'preferential' | 'elife' | 'eshow',
    partner: TLocalizedNames,
    title: TLocalizedNames,
    discount: TLocalizedNames,
    usage: TLocalizedNames,
    extra: { code?: string; from?: number; to?: number; icon: string; color: string; sort: number },
  ) => ({
    id: offerId,
    companyId: null,
    page,
    partnerNames: partner,
    titles: title,
    discounts: discount,
    usages: usage,
    code: extra.code ?? null,
    validFrom: day(extra.from ?? -30),
    validTo: day(extra.to ?? 90),
    imagePath: `icon:${extra.icon}`,
    color: extra.color,
    sort: extra.sort,
  });
  const showBadge = n('出示员工电子工牌', 'Show your staff e-badge', '社員電子証を提示');
  await tx
    .insert(welfareOffers)
    .values([
      offer(
        W.offers.coffee,
        'preferential',
        n('星语咖啡', 'Starword Coffee', 'スターワードコーヒー'),
        n('全场饮品 8 折', '20% off all drinks', 'ドリンク全品 20% オフ'),
        n('8 折', '20% off', '20% オフ'),
        n(
          '下单时出示优惠码，每人每天限 2 杯。',
          'Show the code when ordering; 2 drinks a person a day.',
          '注文時にコードを提示。1 人 1 日 2 杯まで。',
        ),
        { code: 'EHOME-CAFE', icon: 'coffee', color: '#8e5b3a', sort: 1 },
      ),
      offer(
        W.offers.fitness,
        'preferential',
        n('力行健身', 'Lixing Fitness', '力行フィットネス'),
        n('年卡立减 800 元', '800 yuan off a yearly pass', '年間会員 800 元引き'),
        n('减 800 元', '800 yuan off', '800 元引き'),
        showBadge,
        { icon: 'fitness', color: '#e74c3c', sort: 2 },
      ),
      offer(
        W.offers.bookstore,
        'preferential',
        n('思源书店', 'Siyuan Books', '思源書店'),
        n(
          '图书 9 折，满 100 减 20',
          '10% off books, 20 off every 100',
          '書籍 10% オフ、100 元ごとに 20 元引き',
        ),
        n('9 折', '10% off', '10% オフ'),
        n(
          '结账时报员工编号。',
          'Give your employee number at the till.',
          'お会計時に社員番号をお伝えください。',
        ),
        { icon: 'shop', color: '#2c3e50', sort: 3 },
      ),
      offer(
        W.offers.housekeeping,
        'elife',
        n('安心家政', 'Anxin Housekeeping', '安心家事サービス'),
        n('日常保洁 4 小时 199 元', '4 hours of cleaning for 199 yuan', '日常清掃 4 時間 199 元'),
        n('特价 199 元', '199 yuan', '特価 199 元'),
        n(
          '电话预约时报优惠码。',
          'Give the code when you book by phone.',
          '電話予約時にコードをお伝えください。',
        ),
        { code: 'AX2026', icon: 'home', color: '#16a085', sort: 1 },
      ),
      offer(
        W.offers.carWash,
        'elife',
        n('洁途洗车', 'Jietu Car Wash', '潔途洗車'),
        n('精致洗车 19.9 元', 'Full car wash for 19.9 yuan', '丁寧洗車 19.9 元'),
        n('19.9 元', '19.9 yuan', '19.9 元'),
        showBadge,
        { icon: 'car', color: '#2980b9', sort: 2 },
      ),
      offer(
        W.offers.healthCheck,
        'elife',
        n('康宁体检', 'Kangning Health Checks', '康寧健診'),
        n('家属体检套餐 7 折', '30% off family health checks', '家族の健診 30% オフ'),
        n('7 折', '30% off', '30% オフ'),
        n(
          '在线预约时填写优惠码。',
          'Enter the code when booking online.',
          'オンライン予約時にコードを入力。',
        ),
        { code: 'KN-FAMILY', icon: 'health', color: '#27ae60', sort: 3 },
      ),
      offer(
        W.offers.musical,
        'eshow',
        n('上海大剧院', 'Shanghai Grand Theatre', '上海大劇院'),
        n(
          '音乐剧《歌剧魅影》员工专场',
          'The Phantom of the Opera: staff night',
          'ミュージカル「オペラ座の怪人」社員招待公演',
        ),
        n('票价 6 折', '40% off tickets', 'チケット 40% オフ'),
        n(
          '购票时选择“企业员工”并输入优惠码。',
          'Choose "company staff" when buying and enter the code.',
          '購入時に「企業従業員」を選びコードを入力。',
        ),
        { code: 'SGT-STAFF', icon: 'show', color: '#8e44ad', sort: 1 },
      ),
      offer(
        W.offers.expired,
        'eshow',
        n('城市爵士音乐节', 'City Jazz Festival', 'シティジャズフェスティバル'),
        n('早鸟票 5 折（已结束）', 'Early-bird tickets half price (over)', '早割チケット半額（終了）'),
        n('5 折', '50% off', '50% オフ'),
        showBadge,
        { from: -60, to: -1, icon: 'show', color: '#34495e', sort: 2 },
      ),
    ])
    .onConflictDoNothing();

  const menu = (i: number, names: TLocalizedNames, icon: string, color: string, url: string) => ({
    id: W.menu[i] as string,
    companyId: null,
    names,
    imagePath: `icon:${icon}`,
    color,
    menuUrl: url,
    sort: i + 1,
  });
  await tx
    .insert(welfareMenuItems)
    .values([
      menu(0, n('我的福利', 'My benefits', 'マイ福利厚生'), 'rights', '#e8553d', '/Myrights'),
      menu(1, n('福利商城', 'Welfare shop', '福利ショップ'), 'shop', '#f39c12', '/myWealf'),
      menu(2, n('特惠商户', 'Partner discounts', '提携店割引'), 'discount', '#16a085', '/Preferential'),
      menu(3, n('生活服务', 'Life services', '生活サービス'), 'life', '#2980b9', '/elife'),
      menu(4, n('演出票务', 'Shows and tickets', '公演チケット'), 'show', '#8e44ad', '/eShow'),
      menu(5, n('活动与福利', 'Activities', 'イベント'), 'activity', '#c0392b', '/ActivitiesAndWelfare'),
    ])
    .onConflictDoNothing();
}
