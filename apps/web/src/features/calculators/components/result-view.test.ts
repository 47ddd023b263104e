import { describe, expect, it } from 'vitest';
import { groupThousands } from './result-view';

describe('groupThousands', () => {
  it('groups a money headline and leaves days and dates alone', () => {
    expect(groupThousands('447624.00')).toBe('447,624.00');
    expect(groupThousands('1080.00')).toBe('1,080.00');
    expect(groupThousands('330.00')).toBe('330.00');
    expect(groupThousands('1234567.89')).toBe('1,234,567.89');
    expect(groupThousands('-1000.50')).toBe('-1,000.50');
    expect(groupThousands('248')).toBe('248');
    expect(groupThousands('2026-10-13')).toBe('2026-10-13');
  });
});
