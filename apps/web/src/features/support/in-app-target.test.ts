import { describe, expect, it } from 'vitest';
import { inAppTarget } from './in-app-target';

describe('inAppTarget (/blank?to=)', () => {
  it('keeps paths of the app with their query', () => {
    expect(inAppTarget('/Mynews')).toBe('/Mynews');
    expect(inAppTarget('/Employeeresult?id=1')).toBe('/Employeeresult?id=1');
  });
  it('refuses other origins and nothing', () => {
    for (const to of [
      null,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'Mynews',
      '/a\nb',
    ]) {
      expect(inAppTarget(to), String(to)).toBeNull();
    }
  });
});
