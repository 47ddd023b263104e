import { describe, expect, it } from 'vitest';
import { connectRedis } from '../../platform/redis';
import { jsSdkSignature, nonceStr, signJsSdk, wechatTicketProvider } from './wechat';

const OFFICIAL = {
  ticket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
  nonceStr: 'Wm3WZYTPz0wzccnW',
  timestamp: 1414587457,
  url: 'http://mp.weixin.qq.com?params=value',
};

describe('JS-SDK signature', () => {
  it('matches the official test vector', () => {
    expect(jsSdkSignature(OFFICIAL)).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });

  it('signs the URL without its #fragment', () => {
    expect(jsSdkSignature({ ...OFFICIAL, url: `${OFFICIAL.url}#/page?x=1` })).toBe(
      '0f9de62fce790f9a083d5c99e95740ceb90c27ed',
    );
  });

  it('makes 16-character alphanumeric nonces that differ', () => {
    const a = nonceStr();
    expect(a).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(nonceStr()).not.toBe(a);
  });

  it('returns the nonce and timestamp it signed', async () => {
    const config = await signJsSdk(
      { appId: 'wx1', ticket: async () => OFFICIAL.ticket },
      OFFICIAL.url,
      1414587457_123,
    );
    expect(config.appId).toBe('wx1');
    expect(config.timestamp).toBe(1414587457);
    expect(config.signature).toBe(jsSdkSignature({ ...OFFICIAL, nonceStr: config.nonceStr }));
  });
});

describe('WeChat ticket provider', () => {
  function fakeWeChat() {
    const calls: string[] = [];
    let ticketNo = 0;
    const fetchImpl = (async (input: string | URL | Request) => {
      const url = new URL(String(input));
      calls.push(url.pathname);
      if (url.pathname === '/cgi-bin/token') {
        expect(url.searchParams.get('appid')).toBe('wx-app');
        expect(url.searchParams.get('secret')).toBe('s3cret');
        return Response.json({ access_token: 'AT', expires_in: 7200 });
      }
      expect(url.searchParams.get('access_token')).toBe('AT');
      expect(url.searchParams.get('type')).toBe('jsapi');
      return Response.json({ errcode: 0, errmsg: 'ok', ticket: `ticket-${++ticketNo}`, expires_in: 7200 });
    }) as typeof fetch;
    return { calls, fetchImpl };
  }

  it('fetches token then ticket once, shares the fetch and caches until shortly before expiry', async () => {
    const wx = fakeWeChat();
    let now = 1_000_000;
    const provider = wechatTicketProvider({
      appId: 'wx-app',
      appSecret: 's3cret',
      redis: null,
      now: () => now,
      fetchImpl: wx.fetchImpl,
      baseUrl: 'https://wx.test',
    });
    const [a, b] = await Promise.all([provider.ticket(), provider.ticket()]);
    expect([a, b]).toEqual(['ticket-1', 'ticket-1']);
    expect(wx.calls).toEqual(['/cgi-bin/token', '/cgi-bin/ticket/getticket']);
    now += 7200_000 - 6 * 60_000;
    expect(await provider.ticket()).toBe('ticket-1');
    now += 2 * 60_000;
    expect(await provider.ticket()).toBe('ticket-2');
  });

  it('fails when WeChat refuses, and tries again on the next call', async () => {
    let fail = true;
    const provider = wechatTicketProvider({
      appId: 'wx-app',
      appSecret: 's3cret',
      redis: null,
      now: () => 0,
      fetchImpl: (async (input: string | URL | Request) =>
        fail
          ? Response.json({ errcode: 40013, errmsg: 'invalid appid' })
          : String(input).includes('/token')
            ? Response.json({ access_token: 'AT', expires_in: 7200 })
            : Response.json({ errcode: 0, ticket: 'ok-ticket', expires_in: 7200 })) as typeof fetch,
    });
    await expect(provider.ticket()).rejects.toThrow(/40013/);
    fail = false;
    expect(await provider.ticket()).toBe('ok-ticket');
  });

  it('with Redis configured but away, fetches the ticket itself and keeps its own copy', async () => {
    // A real client of a Redis nobody runs (a loopback port nothing listens on): every command fails.
    const away = connectRedis('redis://127.0.0.1:1/0');
    away.on('error', () => undefined);
    try {
      const wx = fakeWeChat();
      const provider = wechatTicketProvider({
        appId: 'wx-app',
        appSecret: 's3cret',
        redis: away,
        now: () => 0,
        fetchImpl: wx.fetchImpl,
        baseUrl: 'https://wx.test',
      });
      expect(await provider.ticket()).toBe('ticket-1');
      expect(await provider.ticket()).toBe('ticket-1');
      expect(wx.calls).toEqual(['/cgi-bin/token', '/cgi-bin/ticket/getticket']);
    } finally {
      away.disconnect();
    }
  });
});
