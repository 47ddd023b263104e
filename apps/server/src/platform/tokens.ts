import { randomUUID, webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from './clock';

export type TokenClaims = { eid: string; jti: string; expiresAt: Date };
export type IssuedToken = TokenClaims & { token: string; expiresIn: number };

const ISSUER = 'ehome';
const AUDIENCE = 'ehome-api';

/**
 * Bearer tokens: HS256 only (the allow-list is what stops `alg: none` and key-confusion tokens),
 * always with exp and a jti so a logout can revoke exactly this token.
 */
export class TokenService {
  private constructor(
    private readonly key: webcrypto.CryptoKey,
    private readonly ttlSeconds: number,
    private readonly clock: Clock,
  ) {}

  /** Imports the secret once: handing jose raw bytes would re-import the key on every request. */
  static async create(secret: Uint8Array, ttlSeconds: number, clock: Clock): Promise<TokenService> {
    const key = await webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    return new TokenService(key, ttlSeconds, clock);
  }

  async issue(eid: string): Promise<IssuedToken> {
    const issuedAt = Math.floor(this.clock.now().getTime() / 1000);
    const expiresAtSec = issuedAt + this.ttlSeconds;
    const jti = randomUUID();
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(eid)
      .setJti(jti)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAtSec)
      .sign(this.key);
    return { token, eid, jti, expiresAt: new Date(expiresAtSec * 1000), expiresIn: this.ttlSeconds };
  }

  /** The claims of a valid token, or null for anything else (bad signature, expired, malformed). */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['exp', 'jti', 'sub'],
        currentDate: this.clock.now(),
      });
      if (!payload.sub || !payload.jti || !payload.exp) return null;
      return { eid: payload.sub, jti: payload.jti, expiresAt: new Date(payload.exp * 1000) };
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }
}
