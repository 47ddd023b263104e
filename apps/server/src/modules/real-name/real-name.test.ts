import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../db/demo';
import { eSignatures, realNameVerifications } from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../testing/app';
import { REAL_NAME_CHECK_JOB, REAL_NAME_CHECK_TRIES, signatureImageBytes } from './service';
import { realNameStatus } from './status';
import {
  bankCardFourElementVerifier,
  developmentVerifier,
  type RealNameVerifier,
  signRequest,
  type TVerifyOutcome,
} from './verifier';

// Thursday 26 November 2026, 10:00 in Shanghai.
const clock = fixedClock('2026-11-26T02:00:00Z');
const BASE = '/api/RealName';
const ID = '310115199003072418';
const OTHER_ID = '110101198506153025';
const CARD = '6222021001123456789';
const BAD_LUHN = '6222021001123456780';
const good = { name: '张三', idNumber: ID, bankCard: CARD, mobile: '13800138000' };

/** The development verifier, unless a test scripts the next answers (pending, then ...). */
const scripted: TVerifyOutcome[] = [];
const dev = developmentVerifier();
const verifier: RealNameVerifier = {
  get provider() {
    return dev.provider;
  },
  development: true,
  verify: async (input) => scripted.shift() ?? dev.verify(input),
};

let app: TestApp;
const tokens: Record<string, string> = {};
// zhaoliu is verified and signed in the demo (the deductions' journey): qianba (the account demo) is not.
const PEOPLE = ['zhangsan', 'lisi', 'wangwu', 'sunqi', 'qianba'] as const;
type Person = (typeof PEOPLE)[number];

beforeAll(async () => {
  app = await createTestApp({ clock, realNameVerifier: verifier });
  for (const who of PEOPLE) tokens[who] = await app.login(who);
});
afterAll(async () => {
  await app?.close();
});

const get = (who: Person, url: string, lang = 'zh') =>
  app.callAs(tokens[who] as string, 'GET', url, undefined, lang);
const post = (who: Person, url: string, payload: object, lang = 'zh') =>
  app.callAs(tokens[who] as string, 'POST', url, payload, lang);
const rowsOf = async (eid: string) =>
  (
    await app.database.db
      .select({ n: count() })
      .from(realNameVerifications)
      .where(eq(realNameVerifications.eid, eid))
  )[0]?.n ?? 0;

/** A minimal valid PNG of w x h (magic, IHDR, an empty IDAT-free body is enough for the byte check). */
function png(width: number, height: number, padding = 0): string {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr[16] = 8;
  ihdr[17] = 6;
  const end = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
  const magic = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return `data:image/png;base64,${Buffer.concat([magic, ihdr, Buffer.alloc(padding), end]).toString('base64')}`;
}

describe('who may call', () => {
  it('refuses every call without a token', async () => {
    for (const [method, url] of [
      ['GET', `${BASE}/Status`],
      ['POST', `${BASE}/Verify`],
      ['GET', `${BASE}/Authorization`],
      ['POST', `${BASE}/Sign`],
    ] as const) {
      const res = await app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode, url).toBe(401);
    }
  });
});

describe('verification', () => {
  it('starts with no attempt, five left and says the development verifier answers', async () => {
    const res = await get('zhangsan', `${BASE}/Status`);
    expect(res.errNo).toBe(0);
    expect(res.resultData).toMatchObject({
      state: 'none',
      verified: false,
      signed: false,
      provider: 'development',
      development: true,
      attemptsPerDay: 5,
      attemptsLeft: 5,
      retryFrom: null,
      latest: null,
    });
  });

  it.each([
    [{ name: '' }, '请输入姓名'],
    [{ name: 'Zhang' }, '请输入2至20个汉字的姓名'],
    [{ idNumber: '310115199003072419' }, null],
    [{ bankCard: '0622021001123456789' }, '请输入正确的银行卡号'],
    [{ mobile: '12800138000' }, null],
  ])('refuses bad input %o with its message and stores nothing', async (change, message) => {
    const res = await post('zhangsan', `${BASE}/Verify`, { ...good, ...change });
    expect(res.status).toBe(200);
    expect(res.errNo).toBe(2);
    if (message) expect(res.message).toBe(message);
    else expect(res.message).toBeTruthy();
    expect(await rowsOf(DEMO_IDS.zhangsan)).toBe(0);
  });

  it('fails a card whose check digit is wrong, with the reason and one attempt used', async () => {
    const res = await post('zhangsan', `${BASE}/Verify`, { ...good, bankCard: BAD_LUHN });
    expect(res.errNo).toBe(0);
    expect(res.resultData).toMatchObject({
      status: 'failed',
      failureReason: '银行卡号校验未通过，请核对卡号',
    });
    const status = await get('zhangsan', `${BASE}/Status`, 'en');
    expect(status.resultData).toMatchObject({ state: 'failed', attemptsLeft: 4 });
    expect(status.resultData.latest.failureReason).toBe(
      'The bank card number failed its check. Check the number',
    );
  });

  it('verifies the four elements, answers them masked and keeps them sealed', async () => {
    const res = await post('zhangsan', `${BASE}/Verify`, { ...good, bankCard: '6222 0210 0112 3456 789' });
    expect(res.errNo).toBe(0);
    expect(res.resultData).toMatchObject({
      status: 'verified',
      provider: 'development',
      name: '张*',
      idNumber: '3101**********2418',
      bankCard: '**** 6789',
      mobile: '138****8000',
      failureReason: null,
    });
    const [row] = await app.database.db
      .select()
      .from(realNameVerifications)
      .where(
        and(eq(realNameVerifications.eid, DEMO_IDS.zhangsan), eq(realNameVerifications.status, 'verified')),
      );
    const stored = JSON.stringify(row);
    for (const plain of [ID, CARD, '13800138000', '张三']) expect(stored).not.toContain(plain);
    expect(row?.bankCardLast4).toBe('6789');
    expect(await realNameStatus(app.database.db, DEMO_IDS.zhangsan)).toEqual({
      state: 'verified',
      verified: true,
      signed: false,
    });
  });

  it('answers a repeated submit of a verified person with the existing result (no new attempt)', async () => {
    const before = await rowsOf(DEMO_IDS.zhangsan);
    const first = await get('zhangsan', `${BASE}/Status`);
    const again = await post('zhangsan', `${BASE}/Verify`, { ...good, idNumber: OTHER_ID });
    expect(again.errNo).toBe(0);
    expect(again.resultData.id).toBe(first.resultData.latest.id);
    expect(again.resultData.status).toBe('verified');
    expect(await rowsOf(DEMO_IDS.zhangsan)).toBe(before);
  });

  it('refuses an ID number another person verified, and counts the attempt', async () => {
    const res = await post('lisi', `${BASE}/Verify`, { ...good, name: '李四' });
    expect(res.errNo).toBe(1);
    expect(res.message).toBe('该身份证号已被其他账号实名认证');
    expect(await rowsOf(DEMO_IDS.lisi)).toBe(1);
    const status = await get('lisi', `${BASE}/Status`);
    expect(status.resultData).toMatchObject({ state: 'failed', verified: false, attemptsLeft: 4 });
  });

  it('shows an attempt to its owner only', async () => {
    const mine = await get('zhangsan', `${BASE}/Status`);
    const id = mine.resultData.latest.id as string;
    expect((await get('zhangsan', `${BASE}/Result?id=${id}`)).resultData.status).toBe('verified');
    const other = await get('lisi', `${BASE}/Result?id=${id}`);
    expect(other.errNo).toBe(3);
    expect(other.resultData).toBeNull();
    expect((await get('lisi', `${BASE}/Result?id=not-a-uuid`)).errNo).toBe(2);
  });

  it('limits attempts per day atomically: 20 at once never pass 5, then says when to retry', async () => {
    const wrong = { name: '孙七', idNumber: OTHER_ID, bankCard: BAD_LUHN, mobile: '13900139000' };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post('sunqi', `${BASE}/Verify`, wrong)),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await rowsOf(DEMO_IDS.sunqi)).toBeLessThanOrEqual(5);
    for (let i = 0; i < 6; i++) await post('sunqi', `${BASE}/Verify`, wrong);
    expect(await rowsOf(DEMO_IDS.sunqi)).toBe(5);
    const refused = await post('sunqi', `${BASE}/Verify`, { ...wrong, bankCard: CARD });
    expect(refused.errNo).toBe(1);
    expect(refused.message).toBe('今日认证次数已用完（每天5次），请于2026-11-27后再试');
    expect((await get('sunqi', `${BASE}/Status`)).resultData).toMatchObject({
      attemptsLeft: 0,
      retryFrom: '2026-11-27',
    });
    // The next business day the attempts are back.
    clock.advance(24 * 3600_000);
    try {
      tokens.sunqi = await app.login('sunqi');
      const next = await post('sunqi', `${BASE}/Verify`, { ...wrong, bankCard: CARD });
      expect(next.resultData.status).toBe('verified');
    } finally {
      clock.advance(-24 * 3600_000);
      tokens.sunqi = await app.login('sunqi');
    }
  });

  it('keeps an unanswered attempt pending, answers it again, and lets the job decide it', async () => {
    scripted.push({ status: 'pending', ref: 'order-1' });
    const first = await post('wangwu', `${BASE}/Verify`, {
      ...good,
      name: '王五',
      idNumber: '11010519491231002X',
    });
    expect(first.resultData.status).toBe('pending');
    const again = await post('wangwu', `${BASE}/Verify`, {
      ...good,
      name: '王五',
      idNumber: '11010519491231002X',
    });
    expect(again.resultData).toMatchObject({ id: first.resultData.id, status: 'pending' });
    expect(await rowsOf(DEMO_IDS.wangwu)).toBe(1);
    expect((await realNameStatus(app.database.db, DEMO_IDS.wangwu)).verified).toBe(false);
    scripted.push({ status: 'verified', ref: 'order-1' });
    await app.jobs.send(REAL_NAME_CHECK_JOB, { verificationId: first.resultData.id, tryNo: 2 });
    await app.jobs.runDue();
    const done = await get('wangwu', `${BASE}/Result?id=${first.resultData.id}`);
    expect(done.resultData.status).toBe('verified');
  });

  it('gives up a provider that never answers as failed, never verified', async () => {
    scripted.push({ status: 'pending', ref: null });
    const first = await post('qianba', `${BASE}/Verify`, {
      ...good,
      name: '钱八',
      idNumber: '320102198808081237',
    });
    expect(first.resultData.status).toBe('pending');
    scripted.push({ status: 'pending', ref: null });
    await app.jobs.send(REAL_NAME_CHECK_JOB, {
      verificationId: first.resultData.id,
      tryNo: REAL_NAME_CHECK_TRIES,
    });
    await app.jobs.runDue();
    const done = await get('qianba', `${BASE}/Result?id=${first.resultData.id}`);
    expect(done.resultData).toMatchObject({
      status: 'failed',
      failureReason: '认证服务暂时不可用，请稍后重试',
    });
    scripted.length = 0;
  });
});

describe('the deduction authorisation', () => {
  it('is refused before verification', async () => {
    const text = await get('lisi', `${BASE}/Authorization`);
    const res = await post('lisi', `${BASE}/Sign`, {
      version: text.resultData.version,
      textHash: text.resultData.textHash,
    });
    expect(res.errNo).toBe(1);
    expect(res.message).toBe('请先完成实名认证');
  });

  it('serves the text per language with the SHA-256 of what is shown', async () => {
    const zh = await get('zhangsan', `${BASE}/Authorization`);
    const ja = await get('zhangsan', `${BASE}/Authorization`, 'ja');
    expect(zh.resultData.title).toBe('个人所得税专项附加扣除信息报送授权书');
    const canonical = [zh.resultData.title, ...zh.resultData.paragraphs].join('\n');
    expect(zh.resultData.textHash).toBe(createHash('sha256').update(canonical).digest('hex'));
    expect(ja.resultData.textHash).not.toBe(zh.resultData.textHash);
    expect(zh.resultData.signature).toBeNull();
  });

  it('refuses another version, a text never shown and a bad or oversized image', async () => {
    const text = (await get('zhangsan', `${BASE}/Authorization`)).resultData;
    const oldVersion = await post('zhangsan', `${BASE}/Sign`, {
      version: '2019-01',
      textHash: text.textHash,
    });
    expect(oldVersion.message).toBe('授权书内容已更新，请重新阅读后签署');
    const unknown = await post('zhangsan', `${BASE}/Sign`, {
      version: text.version,
      textHash: 'a'.repeat(64),
    });
    expect(unknown.errNo).toBe(1);
    const notPng = await post('zhangsan', `${BASE}/Sign`, {
      ...text,
      signatureImage: `data:image/png;base64,${Buffer.from('GIF89a not a png at all........................').toString('base64')}`,
    });
    expect(notPng.message).toBe('签名图片无效，请重新签名');
    const huge = await post('zhangsan', `${BASE}/Sign`, {
      ...text,
      signatureImage: png(300, 100, 210 * 1024),
    });
    expect(huge.errNo).not.toBe(0);
    expect(
      await app.database.db.select().from(eSignatures).where(eq(eSignatures.eid, DEMO_IDS.zhangsan)),
    ).toEqual([]);
  });

  it('signs once with a drawn signature; signing again answers the same signature', async () => {
    const text = (await get('zhangsan', `${BASE}/Authorization`, 'en')).resultData;
    const body = { version: text.version, textHash: text.textHash, signatureImage: png(600, 240) };
    const [a, b] = await Promise.all([
      post('zhangsan', `${BASE}/Sign`, body),
      post('zhangsan', `${BASE}/Sign`, body),
    ]);
    expect(a.errNo).toBe(0);
    expect(a.message).toBe('签署成功');
    expect(a.resultData).toMatchObject({ version: '2026-01', hasImage: true, current: true });
    expect(b.resultData.signedAt).toBe(a.resultData.signedAt);
    const rows = await app.database.db
      .select()
      .from(eSignatures)
      .where(eq(eSignatures.eid, DEMO_IDS.zhangsan));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.textHash).toBe(text.textHash);
    expect(await realNameStatus(app.database.db, DEMO_IDS.zhangsan)).toMatchObject({
      verified: true,
      signed: true,
    });
    const status = (await get('zhangsan', `${BASE}/Status`)).resultData;
    expect(status).toMatchObject({ signed: true, signature: { hasImage: true, current: true } });
  });
});

describe('signatureImageBytes', () => {
  it('accepts a PNG by its bytes and refuses other labels and sizes', () => {
    expect(signatureImageBytes(png(10, 10)).length).toBeGreaterThan(40);
    expect(() => signatureImageBytes(png(10, 10).replace('image/png', 'image/jpeg'))).toThrow();
    expect(() => signatureImageBytes(png(0, 10))).toThrow();
    expect(() => signatureImageBytes(png(5000, 10))).toThrow();
  });
});

describe('the bank-card four-element adapter', () => {
  async function fakeProvider(
    answer: (req: IncomingMessage, body: string) => { status: number; body: string } | null,
  ) {
    const seen: { headers: IncomingMessage['headers']; body: string; path: string }[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        seen.push({ headers: req.headers, body, path: req.url ?? '' });
        const out = answer(req, body);
        if (!out) return; // never answers: the client's timeout must end it
        res.writeHead(out.status, { 'content-type': 'application/json' });
        res.end(out.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return { url: `http://127.0.0.1:${port}/v1/verify`, seen, close: () => server.close() };
  }
  const input = { name: '张三', idNumber: ID, bankCard: CARD, mobile: '13800138000' };

  it('signs the request and maps the answers', async () => {
    const answers = ['consistent', 'inconsistent', 'unsupported', 'whatever'];
    const fake = await fakeProvider(() => ({
      status: 200,
      body: JSON.stringify({ result: answers.shift(), orderNo: 'o-1' }),
    }));
    const adapter = bankCardFourElementVerifier(
      { apiUrl: fake.url, appKey: 'key-1', appSecret: 'secret-1', timeoutMs: 2000 },
      { now: () => clock.now() },
    );
    try {
      expect(await adapter.verify(input)).toEqual({ status: 'verified', ref: 'o-1' });
      expect(await adapter.verify(input)).toEqual({
        status: 'failed',
        reason: 'realName.reason.mismatch',
        ref: 'o-1',
      });
      expect((await adapter.verify(input)).status).toBe('failed');
      expect(await adapter.verify(input)).toEqual({ status: 'pending', ref: 'o-1' });
      const first = fake.seen[0];
      expect(first?.headers['x-app-key']).toBe('key-1');
      expect(first?.headers['x-timestamp']).toBe(String(Math.floor(clock.now().getTime() / 1000)));
      const expected = signRequest('secret-1', {
        method: 'POST',
        path: '/v1/verify',
        timestamp: String(first?.headers['x-timestamp']),
        nonce: String(first?.headers['x-nonce']),
        body: first?.body ?? '',
      });
      expect(first?.headers['x-signature']).toBe(expected);
      expect(fake.seen[1]?.headers['x-nonce']).not.toBe(first?.headers['x-nonce']);
    } finally {
      fake.close();
    }
  });

  it('is pending on a server error, a timeout or an unreachable provider', async () => {
    const fake = await fakeProvider((req) =>
      req.headers['x-app-key'] === 'slow' ? null : { status: 502, body: '' },
    );
    const config = { apiUrl: fake.url, appKey: 'key-1', appSecret: 's', timeoutMs: 300 };
    try {
      expect(await bankCardFourElementVerifier(config).verify(input)).toEqual({
        status: 'pending',
        ref: null,
      });
      expect(await bankCardFourElementVerifier({ ...config, appKey: 'slow' }).verify(input)).toEqual({
        status: 'pending',
        ref: null,
      });
      expect(
        await bankCardFourElementVerifier({ ...config, apiUrl: 'http://127.0.0.1:1/none' }).verify(input),
      ).toEqual({ status: 'pending', ref: null });
    } finally {
      fake.close();
    }
  });
});
