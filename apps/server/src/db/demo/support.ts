import type { Tx } from '../client';
import { employeeTests, testQuestions } from '../schema';

const id = (n: number) => `5a7e0c21-3b4d-4e6f-8a9b-${String(n).padStart(12, '0')}`;

/** Fixed ids of the employee-test demo (issue 18): two published tests of the demo company. */
export const DEMO_SUPPORT_IDS = {
  tests: { attendanceRules: id(1), infoSecurity: id(2) },
};

type Texts = { zh: string; en: string; ja: string };
type Q = { kind: 'single' | 'multiple'; text: Texts; options: [string, Texts][]; correct: string[] };

const T = (zh: string, en: string, ja: string): Texts => ({ zh, en, ja });

const ATTENDANCE: Q[] = [
  {
    kind: 'single',
    text: T(
      '工作日上午的人工客服服务时间是？',
      'When are human agents available on workday mornings?',
      '営業日の午前の有人対応時間は？',
    ),
    options: [
      ['A', T('8:00-11:00', '8:00-11:00', '8:00-11:00')],
      ['B', T('9:00-12:00', '9:00-12:00', '9:00-12:00')],
      ['C', T('10:00-13:00', '10:00-13:00', '10:00-13:00')],
    ],
    correct: ['B'],
  },
  {
    kind: 'single',
    text: T(
      '忘记打卡后应如何处理？',
      'What do you do after forgetting to clock in?',
      '打刻を忘れたらどうしますか？',
    ),
    options: [
      ['A', T('提交补打卡申请', 'Apply for a make-up clock', '打刻修正を申請する')],
      ['B', T('不用处理', 'Nothing', '何もしない')],
      ['C', T('第二天多打一次卡', 'Clock twice the next day', '翌日に2回打刻する')],
    ],
    correct: ['A'],
  },
  {
    kind: 'multiple',
    text: T(
      '以下哪些属于法定年休假的档位依据？',
      'Which of these set the statutory annual leave tier?',
      '法定年次休暇の区分の根拠はどれですか？',
    ),
    options: [
      ['A', T('累计工作年限', 'Total years worked', '通算勤続年数')],
      ['B', T('年龄', 'Age', '年齢')],
      ['C', T('累计工作满1年不满10年为5天', '1 to 10 years worked: 5 days', '1年以上10年未満は5日')],
      ['D', T('职级', 'Job grade', '職位')],
    ],
    correct: ['A', 'C'],
  },
];

const SECURITY: Q[] = [
  {
    kind: 'single',
    text: T(
      '收到要求提供验证码的陌生电话，应该？',
      'A stranger calls and asks for your verification code. You...',
      '知らない人から認証コードを求める電話が来たら？',
    ),
    options: [
      ['A', T('告诉对方', 'Tell them', '教える')],
      ['B', T('拒绝并报告', 'Refuse and report it', '断って報告する')],
    ],
    correct: ['B'],
  },
  {
    kind: 'multiple',
    text: T('哪些属于个人敏感信息？', 'Which are sensitive personal data?', '個人の機微情報はどれですか？'),
    options: [
      ['A', T('身份证号', 'ID number', '身分証番号')],
      ['B', T('银行卡号', 'Bank card number', '銀行カード番号')],
      ['C', T('公司名称', 'Company name', '会社名')],
    ],
    correct: ['A', 'B'],
  },
];

/** Two published tests with single and multiple choice questions. */
export async function loadSupportDemo(tx: Tx, o: { companyId: string; now: Date }) {
  const published = new Date(o.now.getTime() - 7 * 86_400_000);
  const created = await tx
    .insert(employeeTests)
    .values([
      {
        id: DEMO_SUPPORT_IDS.tests.attendanceRules,
        companyId: o.companyId,
        title: T('考勤制度测试', 'Attendance rules test', '勤怠ルールテスト'),
        description: T(
          '考勤、补打卡与年休假的基本规则',
          'The basics of attendance, make-up clocks and annual leave',
          '勤怠・打刻修正・年次休暇の基本',
        ),
        publishedAt: published,
      },
      {
        id: DEMO_SUPPORT_IDS.tests.infoSecurity,
        companyId: o.companyId,
        title: T('信息安全测试', 'Information security test', '情報セキュリティテスト'),
        description: T(
          '保护个人信息与账号安全',
          'Protecting personal data and your account',
          '個人情報とアカウントの保護',
        ),
        publishedAt: published,
      },
    ])
    .onConflictDoNothing()
    .returning({ id: employeeTests.id });
  // Loaded before (the fixed ids): the questions are there too.
  if (created.length === 0) return;
  const rows = (testId: string, qs: Q[]) =>
    qs.map((q, i) => ({
      testId,
      sort: i + 1,
      kind: q.kind,
      text: q.text,
      options: q.options.map(([key, text]) => ({ key, text })),
      correct: q.correct,
    }));
  await tx
    .insert(testQuestions)
    .values([
      ...rows(DEMO_SUPPORT_IDS.tests.attendanceRules, ATTENDANCE),
      ...rows(DEMO_SUPPORT_IDS.tests.infoSecurity, SECURITY),
    ]);
}
