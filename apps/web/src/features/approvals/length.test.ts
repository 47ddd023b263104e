import { describe, expect, it } from 'vitest';
import { lengthLabel } from './length';

describe('lengthLabel', () => {
  it('reads timeUnit 1 as days and other units as hours', () => {
    expect(lengthLabel(1.5, 1)).toEqual({ key: 'length.day', count: 1.5, text: '1.5' });
    expect(lengthLabel(4, 2)).toEqual({ key: 'length.hour', count: 4, text: '4' });
    expect(lengthLabel(4, null)).toEqual({ key: 'length.hour', count: 4, text: '4' });
  });

  it('drops trailing digits beyond two decimals', () => {
    expect(lengthLabel(2.456, 1)?.text).toBe('2.46');
  });

  it('has no label without a length', () => {
    expect(lengthLabel(null, 1)).toBeNull();
    expect(lengthLabel(undefined, 1)).toBeNull();
  });
});
