import { describe, expect, it } from 'vitest';
import {
  badgeInitials,
  badgeIsValid,
  badgeState,
  base32,
  formatBadgeCode,
  parseBadgeCode,
  uniformIssuedOnAllowed,
  uniformIssueProblem,
} from './rules';
import { ZBadgeVerify, ZUniformIssue } from './schemas';

const issue = {
  clientRequestId: '7d0c7a52-4a2b-4f0e-9a51-2f1d2c3b4a59',
  employeeNo: ' e10001 ',
  item: '夏季工服',
  size: 'L',
  quantity: 2,
  issuedOn: '2026-11-20',
};

describe('uniform issue schema', () => {
  it('accepts a complete issue and upper-cases the employee number', () => {
    const parsed = ZUniformIssue.parse(issue);
    expect(parsed.employeeNo).toBe('E10001');
  });
  it.each([
    [{ quantity: 0 }, 'validation.uniformQuantity'],
    [{ quantity: 21 }, 'validation.uniformQuantity'],
    [{ quantity: 1.5 }, 'validation.uniformQuantity'],
    [{ item: '  ' }, 'validation.uniformItem'],
    [{ item: 'x'.repeat(41) }, 'validation.uniformItem'],
    [{ size: '' }, 'validation.uniformSize'],
    [{ issuedOn: '2026-02-30' }, 'validation.uniformIssuedOn'],
    [{ employeeNo: '' }, 'validation.uniformEmployeeNo'],
    [{ clientRequestId: 'x' }, 'validation.uniformRequestId'],
  ])('refuses %o with %s', (change, message) => {
    const result = ZUniformIssue.safeParse({ ...issue, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
    if (!('clientRequestId' in change)) expect(uniformIssueProblem({ ...issue, ...change })).toBe(message);
  });
  it('agrees with the schema on a good form, the quantity typed as text', () => {
    expect(uniformIssueProblem({ ...issue, quantity: '20' })).toBeNull();
    expect(uniformIssueProblem({ ...issue, quantity: '' })).toBe('validation.uniformQuantity');
    expect(uniformIssueProblem({ ...issue, quantity: '2.5' })).toBe('validation.uniformQuantity');
  });
  it('refuses an issue date after today', () => {
    expect(uniformIssuedOnAllowed('2026-11-26', '2026-11-26')).toBe(true);
    expect(uniformIssuedOnAllowed('2026-11-27', '2026-11-26')).toBe(false);
  });
});

describe('badge', () => {
  it('is valid only in service', () => {
    expect(badgeState(0)).toBe('onboarding');
    expect(badgeState(1)).toBe('inService');
    expect(badgeState(2)).toBe('departed');
    expect(badgeIsValid('inService')).toBe(true);
    expect(badgeIsValid('departed')).toBe(false);
    expect(badgeIsValid('onboarding')).toBe(false);
  });
  it('shows initials', () => {
    expect(badgeInitials('张三')).toBe('张');
    expect(badgeInitials('ada lovelace')).toBe('AL');
    expect(badgeInitials(' ')).toBe('?');
  });
  it('encodes base32 as RFC 4648 does', () => {
    expect(base32(new TextEncoder().encode('foobar'))).toBe('MZXW6YTBOI');
  });
  it('formats and parses a code, forgiving spaces and case', () => {
    const code = formatBadgeCode({ employeeNo: 'E10001', expiresAt: 1_790_000_000, mac: 'ABCDEFGH23' });
    expect(code).toBe(`E10001-${(1_790_000_000).toString(36).toUpperCase()}-ABCDEFGH23`);
    expect(parseBadgeCode(` ${code.toLowerCase()} `)).toEqual({
      employeeNo: 'E10001',
      expiresAt: 1_790_000_000,
      mac: 'ABCDEFGH23',
    });
  });
  it.each(['', 'E10001', 'E10001-XYZ', 'E10001-TPL-ABC', 'E10001-TPL-ABCDEFGH19', '-TPL-ABCDEFGH23'])(
    'does not parse %s',
    (text) => expect(parseBadgeCode(text)).toBeNull(),
  );
  it('asks for a code when none is typed', () => {
    expect(ZBadgeVerify.safeParse({ code: ' ' }).error?.issues[0]?.message).toBe('validation.badgeCode');
  });
});
