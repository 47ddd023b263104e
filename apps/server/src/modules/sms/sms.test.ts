import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig, type SmsConfig } from '../../config';
import { httpSmsProvider } from './http-provider';
import { developmentSmsProvider } from './provider';

const config: SmsConfig = {
  apiUrl: 'https://sms.example.test/send',
  appKey: 'key-1',
  appSecret: 'secret-1',
  signName: '易家',
  templateId: 'TPL_1',
  timeoutMs: 50,
};

describe('SMS providers', () => {
  it('development adapter: writes the code with the mobile masked, sends nothing', async () => {
    const lines: string[] = [];
    const provider = developmentSmsProvider({ warn: (line) => lines.push(line) });
    expect(provider.kind).toBe('development');
    await provider.send({ mobile: '13800138000', code: '123456', minutesValid: 5 });
    expect(lines).toEqual(['development SMS code for 138****8000: 123456']);
  });

  it('gateway adapter: one signed HTTPS POST; the signature covers timestamp, nonce and body', async () => {
    let seen: { url: string; init: RequestInit } | null = null;
    const fake = (async (url: string, init: RequestInit) => {
      seen = { url, init };
      return new Response(JSON.stringify({ code: 0 }), { status: 200 });
    }) as unknown as typeof fetch;
    await httpSmsProvider(config, fake).send({ mobile: '13800138000', code: '654321', minutesValid: 5 });
    const { url, init } = seen as unknown as { url: string; init: RequestInit };
    expect(url).toBe(config.apiUrl);
    const headers = init.headers as Record<string, string>;
    const body = JSON.parse(init.body as string);
    expect(body).toMatchObject({
      appKey: 'key-1',
      mobile: '13800138000',
      signName: '易家',
      templateId: 'TPL_1',
      templateParams: { code: '654321', minutes: '5' },
    });
    const expected = createHmac('sha256', 'secret-1')
      .update(`${headers['x-timestamp']}\n${headers['x-nonce']}\n${init.body}`)
      .digest('base64');
    expect(headers['x-signature']).toBe(expected);
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('gateway adapter: a refusal, an HTTP error or a timeout fails the send', async () => {
    const answer = (status: number, body: object) =>
      (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;
    const message = { mobile: '13800138000', code: '1', minutesValid: 5 };
    await expect(httpSmsProvider(config, answer(200, { code: 'LIMIT' })).send(message)).rejects.toThrow(
      /refused/,
    );
    await expect(httpSmsProvider(config, answer(500, {})).send(message)).rejects.toThrow(/HTTP 500/);
    const hanging = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as unknown as typeof fetch;
    await expect(httpSmsProvider(config, hanging).send(message)).rejects.toThrow();
  });

  it('config: the gateway needs https and every setting; unset means the development adapter', () => {
    expect(loadConfig({ DATA_DIR: ':memory:' }).sms).toBeNull();
    const env = {
      DATA_DIR: ':memory:',
      SMS_API_URL: 'https://sms.example.test/send',
      SMS_APP_KEY: 'k',
      SMS_APP_SECRET: 's',
      SMS_SIGN_NAME: 'n',
      SMS_TEMPLATE_ID: 't',
    };
    expect(loadConfig(env).sms).toMatchObject({ apiUrl: env.SMS_API_URL, timeoutMs: 5000 });
    expect(() => loadConfig({ ...env, SMS_API_URL: 'http://sms.example.test' })).toThrow(/https/);
    expect(() => loadConfig({ ...env, SMS_APP_SECRET: '' })).toThrow(/SMS_APP_SECRET/);
  });
});
