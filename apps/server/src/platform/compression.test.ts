import { describe, expect, it } from 'vitest';
import { negotiatedEncoding, negotiationCacheSize } from './compression';

describe('Accept-Encoding negotiation', () => {
  it('prefers brotli, then gzip, else sends the answer as it is', () => {
    expect(negotiatedEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiatedEncoding('gzip')).toBe('gzip');
    expect(negotiatedEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(negotiatedEncoding('identity')).toBeNull();
    expect(negotiatedEncoding('')).toBeNull();
  });

  it('keeps a bounded number of spellings however many a client makes up', () => {
    for (let i = 0; i < 1000; i++) {
      expect(negotiatedEncoding(`gzip;q=0.${i + 1}, x-made-up-${i}`)).toBe('gzip');
      expect(negotiationCacheSize()).toBeLessThanOrEqual(64);
    }
  });
});
