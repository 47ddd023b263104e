import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { BADGE_MAC_CHARS, base32, formatBadgeCode, parseBadgeCode } from '@ehome/shared';

/**
 * Short-lived badge codes: `<employeeNo>-<expiry>-<MAC>`, the MAC an HMAC-SHA256 over the company,
 * the employee number and the expiry under a key derived (HKDF) from the server's secret, so every
 * instance signs and checks alike and no code is stored. The company is signed but not shown:
 * a code checks only in its own company.
 */
export type BadgeCodes = {
  sign(companyId: string, employeeNo: string, expiresAt: number): string;
  /** The parts of a code whose MAC is right for the company, else null (forged or mistyped). */
  open(companyId: string, code: string): { employeeNo: string; expiresAt: number } | null;
};

export function badgeCodes(secret: Uint8Array): BadgeCodes {
  const key = Buffer.from(hkdfSync('sha256', secret, new Uint8Array(0), 'ehome badge code v1', 32));
  const macOf = (companyId: string, employeeNo: string, expiresAt: number) =>
    base32(
      createHmac('sha256', key).update(`${companyId}\n${employeeNo.toUpperCase()}\n${expiresAt}`).digest(),
    ).slice(0, BADGE_MAC_CHARS);
  return {
    sign: (companyId, employeeNo, expiresAt) =>
      formatBadgeCode({ employeeNo, expiresAt, mac: macOf(companyId, employeeNo, expiresAt) }),
    open(companyId, code) {
      const parts = parseBadgeCode(code);
      if (!parts) return null;
      const expected = Buffer.from(macOf(companyId, parts.employeeNo, parts.expiresAt));
      const given = Buffer.from(parts.mac);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      return { employeeNo: parts.employeeNo, expiresAt: parts.expiresAt };
    },
  };
}
