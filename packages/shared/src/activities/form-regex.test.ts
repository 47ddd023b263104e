import { describe, expect, it } from 'vitest';
import { checkFormRegex, FORM_REGEX_MAX_LENGTH, matchesFormRegex } from './form-regex';

describe('checkFormRegex', () => {
  it('accepts the usual form patterns', () => {
    for (const ok of ['^E\\d{5}$', '^[A-Z]{2}\\d{4}$', '^\\d{6}$', '^.{1,20}$', '^(a|b)c+$'])
      expect(checkFormRegex(ok), ok).toBeNull();
  });
  it('refuses catastrophic backtracking (star height above 1)', () => {
    expect(checkFormRegex('(a+)+$')).toBe('unsafe');
    expect(checkFormRegex('(.*a){20}')).toBe('unsafe');
    expect(checkFormRegex('^(\\w+\\s?)*$')).toBe('unsafe');
  });
  it('refuses invalid sources and over-long ones', () => {
    expect(checkFormRegex('(')).toBe('invalid');
    expect(checkFormRegex('[a-')).toBe('invalid');
    expect(checkFormRegex('a'.repeat(FORM_REGEX_MAX_LENGTH))).toBeNull();
    expect(checkFormRegex('a'.repeat(FORM_REGEX_MAX_LENGTH + 1))).toBe('tooLong');
  });
});

describe('matchesFormRegex', () => {
  it('runs a safe source', () => {
    expect(matchesFormRegex('^E\\d{5}$', 'E10086')).toBe(true);
    expect(matchesFormRegex('^E\\d{5}$', 'E1008')).toBe(false);
  });
  it('never runs an unsafe or invalid source', () => {
    const start = Date.now();
    expect(matchesFormRegex('(a+)+$', `${'a'.repeat(40)}!`)).toBe(false);
    expect(Date.now() - start).toBeLessThan(100);
    expect(matchesFormRegex('(', '(')).toBe(false);
  });
});
