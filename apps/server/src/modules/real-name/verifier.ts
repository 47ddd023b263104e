import { createHash, createHmac, randomBytes } from 'node:crypto';
import {
  nationalIdCheckChar,
  passesLuhn,
  type TMessageKey,
  type TRealNameForm,
  type TRealNameProvider,
} from '@ehome/shared';
import type { RealNameApiConfig } from '../../config';

/**
 * Who checks the four elements (name, ID number, bank card, the mobile reserved at the bank).
 * `pending` means no answer yet (the provider was unreachable, timed out or answered something we
 * do not understand): the attempt is retried by a job and is never taken as verified.
 */
export type TVerifyOutcome =
  | { status: 'verified'; ref: string | null }
  | { status: 'failed'; reason: TMessageKey; ref: string | null }
  | { status: 'pending'; ref: string | null };

export type RealNameVerifier = {
  readonly provider: TRealNameProvider;
  /** True for the development verifier: the screens show a banner saying so. */
  readonly development: boolean;
  verify(input: TRealNameForm): Promise<TVerifyOutcome>;
};

/**
 * The embedded default when no provider is configured. It asks no bank: it verifies when the ID
 * number's GB 11643 check character and the card's Luhn digit are right and fails otherwise, so the
 * whole flow can be tried without a contract. Never use it to trust anyone's identity.
 */
export function developmentVerifier(): RealNameVerifier {
  return {
    provider: 'development',
    development: true,
    async verify(input) {
      const id = input.idNumber;
      if (id.length !== 18 || nationalIdCheckChar(id.slice(0, 17)) !== id[17]) {
        return { status: 'failed', reason: 'realName.reason.mismatch', ref: null };
      }
      if (!passesLuhn(input.bankCard))
        return { status: 'failed', reason: 'realName.reason.cardCheck', ref: null };
      return { status: 'verified', ref: `dev-${randomBytes(6).toString('hex')}` };
    },
  };
}

/**
 * The signature of a request: HMAC-SHA256 (hex) under the app secret of
 * `METHOD\nPATH\nTIMESTAMP\nNONCE\nSHA256(BODY)`. The timestamp (Unix seconds) and the nonce let the
 * provider refuse replays; the body hash binds the four elements to the signature.
 */
export function signRequest(
  secret: string,
  parts: { method: string; path: string; timestamp: string; nonce: string; body: string },
): string {
  const bodyHash = createHash('sha256').update(parts.body).digest('hex');
  const canonical = [parts.method.toUpperCase(), parts.path, parts.timestamp, parts.nonce, bodyHash].join(
    '\n',
  );
  return createHmac('sha256', secret).update(canonical).digest('hex');
}

/** The provider's answers we act on; anything else is left pending. */
const FAILURES: Record<string, TMessageKey> = {
  inconsistent: 'realName.reason.mismatch',
  unsupported: 'realName.reason.cardUnsupported',
};

/**
 * The bank-card four-element API (docs/DEPLOYMENT.md "Real-name verification"): POST JSON
 * `{name, idNumber, bankCard, mobile}` with headers X-App-Key, X-Timestamp, X-Nonce, X-Signature;
 * the answer `{result: "consistent" | "inconsistent" | "unsupported", orderNo}`. A network error,
 * a timeout, a non-2xx status or another result is `pending`.
 */
export function bankCardFourElementVerifier(
  config: RealNameApiConfig,
  deps: { now: () => Date; fetch?: typeof fetch } = { now: () => new Date() },
): RealNameVerifier {
  const url = new URL(config.apiUrl);
  const send = deps.fetch ?? fetch;
  return {
    provider: 'bankcard4',
    development: false,
    async verify(input) {
      const body = JSON.stringify({
        name: input.name,
        idNumber: input.idNumber,
        bankCard: input.bankCard,
        mobile: input.mobile,
      });
      const timestamp = String(Math.floor(deps.now().getTime() / 1000));
      const nonce = randomBytes(16).toString('hex');
      const signature = signRequest(config.appSecret, {
        method: 'POST',
        path: url.pathname,
        timestamp,
        nonce,
        body,
      });
      try {
        const response = await send(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-app-key': config.appKey,
            'x-timestamp': timestamp,
            'x-nonce': nonce,
            'x-signature': signature,
          },
          body,
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        if (!response.ok) return { status: 'pending', ref: null };
        const answer = (await response.json()) as { result?: unknown; orderNo?: unknown };
        const ref = typeof answer.orderNo === 'string' ? answer.orderNo.slice(0, 100) : null;
        if (answer.result === 'consistent') return { status: 'verified', ref };
        const reason = typeof answer.result === 'string' ? FAILURES[answer.result] : undefined;
        return reason ? { status: 'failed', reason, ref } : { status: 'pending', ref };
      } catch {
        // Unreachable, timed out or not JSON: ask again later (the job), never guess.
        return { status: 'pending', ref: null };
      }
    },
  };
}
