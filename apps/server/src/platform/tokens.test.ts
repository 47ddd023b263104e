import { createHmac, generateKeyPairSync, sign } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from './clock';
import { TokenService } from './tokens';

const secret = Buffer.from('a-test-secret-of-at-least-32-bytes!!');
const clock = fixedClock('2026-03-02T01:00:00Z');
const now = Math.floor(clock.now().getTime() / 1000);
const eid = '0b6c3a5e-1d2f-4c8a-9e10-000000001001';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const hmac = (algorithm: string, input: string, key: Buffer = secret) =>
  createHmac(algorithm, key).update(input).digest('base64url');

/** A token built by hand, so each test can break exactly one thing of a valid one. */
function craft(
  claims: Record<string, unknown> = {},
  header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' },
  algorithm = 'sha256',
) {
  const payload = {
    sub: eid,
    jti: 'j-1',
    iss: 'ehome',
    aud: 'ehome-api',
    iat: now,
    exp: now + 60,
    ...claims,
  };
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${hmac(algorithm, input)}`;
}

let tokens: TokenService;
beforeAll(async () => {
  tokens = await TokenService.create(secret, 8 * 3600, clock);
});

describe('TokenService', () => {
  it('verifies what it issues and returns its claims', async () => {
    const issued = await tokens.issue(eid);
    expect(issued.expiresAt.getTime()).toBe((now + 8 * 3600) * 1000);
    expect(tokens.verify(issued.token)).toEqual({
      eid,
      jti: issued.jti,
      expiresAt: issued.expiresAt,
      issuedAt: issued.issuedAt,
    });
    const [header, payload] = issued.token.split('.');
    expect(JSON.parse(Buffer.from(header ?? '', 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    });
    expect(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString())).toMatchObject({
      sub: eid,
      iss: 'ehome',
      aud: 'ehome-api',
      iat: now,
      exp: now + 8 * 3600,
    });
  });

  it('accepts a hand-made HS256 token with the audience in a list', () => {
    expect(tokens.verify(craft())).toMatchObject({ eid, jti: 'j-1' });
    expect(tokens.verify(craft({ aud: ['other', 'ehome-api'] }))).toMatchObject({ eid });
    expect(tokens.verify(craft({}, { alg: 'HS256' }))).toMatchObject({ eid });
  });

  it('refuses every other algorithm, alg:none and key confusion included', () => {
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${craft().split('.')[1]}.`;
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const rsInput = `${b64({ alg: 'RS256', typ: 'JWT' })}.${craft().split('.')[1]}`;
    const rs256 = `${rsInput}.${sign('sha256', Buffer.from(rsInput), privateKey).toString('base64url')}`;
    for (const bad of [
      none,
      rs256,
      craft({}, { alg: 'HS512', typ: 'JWT' }, 'sha512'),
      craft({}, { alg: 'HS384', typ: 'JWT' }, 'sha384'),
      // The HS256 signature under another header name: the header is what the allow-list reads.
      craft({}, { alg: 'hs256', typ: 'JWT' }),
      craft({}, { alg: 'HS256', typ: 'JWT', crit: ['exp'] }),
      craft({}, { alg: 'HS256', typ: 'JOSE+JSON' }),
    ]) {
      expect(tokens.verify(bad), bad).toBeNull();
    }
  });

  it('refuses another secret, a changed payload and a cut signature', async () => {
    const token = craft();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const otherKey = `${header}.${payload}.${hmac('sha256', `${header}.${payload}`, Buffer.from('x'.repeat(40)))}`;
    const changed = `${header}.${b64({ sub: 'someone-else', jti: 'j-1', iss: 'ehome', aud: 'ehome-api', exp: now + 60 })}.${signature}`;
    for (const bad of [
      otherKey,
      changed,
      `${header}.${payload}.${signature.slice(0, -2)}`,
      `${header}.${payload}.`,
    ]) {
      expect(tokens.verify(bad)).toBeNull();
    }
  });

  it('refuses wrong issuer or audience and missing sub, jti or exp', () => {
    for (const claims of [
      { iss: 'someone' },
      { iss: undefined },
      { aud: 'another-api' },
      { aud: undefined },
      { aud: ['another-api'] },
      { sub: undefined },
      { sub: '' },
      { sub: 42 },
      { jti: undefined },
      { exp: undefined },
      { exp: String(now + 60) },
    ]) {
      expect(tokens.verify(craft(claims)), JSON.stringify(claims)).toBeNull();
    }
  });

  it('refuses a token from its exp on, and before its nbf', () => {
    expect(tokens.verify(craft({ exp: now + 1 }))).not.toBeNull();
    expect(tokens.verify(craft({ exp: now }))).toBeNull();
    expect(tokens.verify(craft({ exp: now - 3600 }))).toBeNull();
    expect(tokens.verify(craft({ nbf: now }))).not.toBeNull();
    expect(tokens.verify(craft({ nbf: now + 10 }))).toBeNull();
    expect(tokens.verify(craft({ nbf: 'soon' }))).toBeNull();
  });

  it('refuses malformed input without throwing', () => {
    const valid = craft();
    const [header, payload, signature] = valid.split('.') as [string, string, string];
    const notJson = Buffer.from('not json').toString('base64url');
    const arrayPayload = `${header}.${b64([1, 2])}`;
    for (const bad of [
      '',
      'garbage',
      'a.b.c',
      'a.b',
      '...',
      `${valid}.extra`,
      `${header}.${payload}.${signature}=`,
      `${header}.${payload}.+${signature.slice(1)}`,
      `${notJson}.${payload}.${signature}`,
      `${header}.${notJson}.${hmac('sha256', `${header}.${notJson}`)}`,
      `${arrayPayload}.${hmac('sha256', arrayPayload)}`,
      `${b64('HS256')}.${payload}.${signature}`,
    ]) {
      expect(tokens.verify(bad), bad).toBeNull();
    }
  });

  it('refuses a secret shorter than HS256 needs', async () => {
    await expect(TokenService.create(Buffer.from('short'), 60, clock)).rejects.toThrow(/32 bytes/);
  });
});

describe('scoped tokens', () => {
  it('a scoped token is refused by verify, a login token by verifyScoped, another scope too', async () => {
    const tokens = await TokenService.create(secret, 3600, clock);
    const scoped = tokens.issueScoped('invitation-1:abc', 'newHire', 7200);
    expect(tokens.verifyScoped(scoped.token, 'newHire')).toMatchObject({ eid: 'invitation-1:abc' });
    expect(tokens.verify(scoped.token)).toBeNull();
    expect(tokens.verifyScoped(scoped.token, 'other')).toBeNull();
    const login = await tokens.issue(eid);
    expect(tokens.verifyScoped(login.token, 'newHire')).toBeNull();
    // A hand-made token with the scope's audience but no scope claim, or the login audience with one.
    expect(tokens.verifyScoped(craft({ aud: 'ehome-newHire' }), 'newHire')).toBeNull();
    expect(tokens.verify(craft({ scope: 'newHire' }))).toBeNull();
  });

  it('expires at its own time to live', async () => {
    const moving = fixedClock('2026-03-02T01:00:00Z');
    const tokens = await TokenService.create(secret, 3600, moving);
    const scoped = tokens.issueScoped('s', 'newHire', 7200);
    moving.advance(7199_000);
    expect(tokens.verifyScoped(scoped.token, 'newHire')).not.toBeNull();
    moving.advance(1_000);
    expect(tokens.verifyScoped(scoped.token, 'newHire')).toBeNull();
  });
});
