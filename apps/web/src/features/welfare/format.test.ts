import { describe, expect, it } from 'vitest';
import zh from '../../locales/zh/welfare.json';
import { claimPath, claimStatusKey, receiptPath, rightPath } from './format';

describe('welfare format', () => {
  it('maps every claim status to a key of the catalogue', () => {
    const statuses = zh.status as Record<string, string>;
    for (const status of [1, 2, 3, 4]) {
      const key = claimStatusKey(status).replace('status.', '');
      expect(statuses[key]).toBeTruthy();
    }
    expect(claimStatusKey(2)).toBe('status.shipped');
  });

  it('builds the screen paths with the id encoded', () => {
    expect(rightPath('a b')).toBe('/rightsDetails?id=a%20b');
    expect(claimPath('x')).toBe('/Myrightsdetails?id=x');
    expect(receiptPath('x&y')).toBe('/Welfarereceipt?id=x%26y');
  });
});
