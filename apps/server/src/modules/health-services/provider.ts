import { createHmac, randomBytes } from 'node:crypto';
import type { THealthLink } from '@ehome/shared';
import type { HealthProviderConfig } from '../../config';

/**
 * A health-service provider's links (spec 3 §7 "Insurance and medical links": resultData is a URL
 * to navigate to). The URL carries who asks, a timestamp, a nonce and an HMAC-SHA256 signature of
 * the canonical query with the provider's key, so the provider can trust it without another call.
 * The paths below are the provider's entry points as configured for this product.
 */
export type HealthProvider = {
  link(kind: THealthLink, who: { employeeNo: string; companyId: string }, now: Date): string;
};

const ENTRY_POINTS: Record<THealthLink, string> = {
  insureClaim: 'insure/claim',
  order: 'exam/order',
  product: 'exam/product',
  claim: 'claim/list',
};

export function signedLinkProvider(config: HealthProviderConfig): HealthProvider {
  return {
    link(kind, who, now) {
      const params = new URLSearchParams({
        company: who.companyId,
        nonce: randomBytes(8).toString('hex'),
        ts: String(Math.floor(now.getTime() / 1000)),
        uid: who.employeeNo,
      });
      params.sort();
      const sign = createHmac('sha256', config.signKey).update(params.toString()).digest('hex');
      params.set('sign', sign);
      return `${config.baseUrl}/${ENTRY_POINTS[kind]}?${params.toString()}`;
    },
  };
}
