import { afterAll, beforeAll } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { bearer, createTestApp, type TestApp } from '../../testing/app';

/**
 * The calculators' API tests' app: the real server on a test database with the clock at Tuesday
 * 24 November 2026, 10:00 in Shanghai, and zhangsan logged in. Call it at a test file's top level.
 */
export function calculatorApi() {
  const clock = fixedClock('2026-11-24T02:00:00Z');
  let app: TestApp;
  let token: string;

  beforeAll(async () => {
    app = await createTestApp({ clock });
    token = await app.login('zhangsan');
  });
  afterAll(async () => {
    await app?.close();
  });

  /** POST /api/CIICEService/CAL with any body; the HTTP status joins the envelope. */
  async function post(payload: unknown, lang = 'zh', auth = true) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/CIICEService/CAL',
      headers: { ...(auth ? bearer(token) : {}), 'accept-language': lang },
      payload: payload as object,
    });
    return { status: response.statusCode, ...response.json() };
  }

  /** One calculation: `input` goes as the jsonString, as the screens send it. */
  const cal = (calType: number, input: unknown, lang = 'zh') =>
    post({ calType, jsonString: JSON.stringify(input) }, lang);

  return { post, cal };
}
