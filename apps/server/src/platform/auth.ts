import { hasAnyRole, type TRole } from '@ehome/shared';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from './errors';
import type { TokenClaims, TokenService } from './tokens';

/**
 * The employee row the session check reads anyway (with the names of the organisation and company):
 * GetUserInfo answers from it instead of reading the same row a second time.
 */
export type SessionProfile = {
  employeeName: string;
  employeeNo: string;
  socialCity: string;
  employeeType: string;
  leaveStatus: number;
  wxImage: string | null;
  afService: boolean;
  afFundTransfer: boolean;
  afEnterTransact: boolean;
  afIncomeTransact: boolean;
  afLeaveTransact: boolean;
  /** The provider's service type (人事代理 hides the income certificate). */
  serviceType: string;
  organizationName: string;
  companyName: string;
};

/** The person behind a valid token, loaded fresh per request so role changes and departures apply at once. */
export type AuthUser = {
  eid: string;
  userName: string;
  roles: TRole[];
  companyId: string;
  organizationId: string;
  profile: SessionProfile;
  jti: string;
  tokenExpiresAt: Date;
};

/** Finds the user of a token, or null when the token was revoked or the user no longer exists. */
export type SessionLoader = (claims: TokenClaims) => Promise<Omit<AuthUser, 'jti' | 'tokenExpiresAt'> | null>;

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** onRequest hook: 401 unless the request carries a valid, unrevoked bearer token. */
    authenticate: onRequestHookHandler;
    /** onRequest hook: authenticate, then 403 (to the home) unless the user holds one of the roles. */
    requireRoles(roles: readonly TRole[]): onRequestHookHandler;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) return null;
  return token.trim();
}

const claimsOfRequest = new WeakMap<FastifyRequest, TokenClaims | null>();

/**
 * The claims of the request's bearer token, or null. Verified once per request: the rate limit
 * (which budget the request counts against) and `authenticate` both ask.
 */
export function requestClaims(request: FastifyRequest, tokens: TokenService): TokenClaims | null {
  const known = claimsOfRequest.get(request);
  if (known !== undefined) return known;
  const token = bearerToken(request);
  const claims = token ? tokens.verify(token) : null;
  claimsOfRequest.set(request, claims);
  return claims;
}

/** The authenticated user of a request that passed `authenticate`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

export const authPlugin = fp(
  async (app: FastifyInstance, options: { tokens: TokenService; loadSession: SessionLoader }) => {
    app.decorateRequest('user', null);

    async function authenticate(request: FastifyRequest) {
      const claims = requestClaims(request, options.tokens);
      if (!claims) throw unauthorized();
      const user = await options.loadSession(claims);
      if (!user) throw unauthorized();
      request.user = { ...user, jti: claims.jti, tokenExpiresAt: claims.expiresAt };
    }

    app.decorate('authenticate', authenticate);
    app.decorate('requireRoles', (roles: readonly TRole[]) => {
      return async (request: FastifyRequest) => {
        await authenticate(request);
        if (!hasAnyRole(currentUser(request).roles, roles)) throw forbidden();
      };
    });
  },
  { name: 'auth' },
);
