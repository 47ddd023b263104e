import { describe, expect, it } from 'vitest';
import { pickLanguage } from './constants';
import { translate } from './i18n/messages';

describe('language and messages', () => {
  it('picks the first supported language of an Accept-Language header, zh by default', () => {
    expect(pickLanguage('en-US,en;q=0.9')).toBe('en');
    expect(pickLanguage('ja')).toBe('ja');
    expect(pickLanguage('fr-FR, ja;q=0.5')).toBe('ja');
    expect(pickLanguage('de')).toBe('zh');
    expect(pickLanguage(undefined)).toBe('zh');
  });

  it('fills placeholders and field names in each language', () => {
    expect(translate('zh', 'validation.required', { name: 'userName' })).toBe('用户名不能为空');
    expect(translate('en', 'validation.required', { name: 'password' })).toBe('Password cannot be empty');
    expect(translate('ja', 'error.LoginLocked', { minutes: 15 })).toContain('15分後');
    expect(translate('en', 'no.such.key')).toBe('no.such.key');
  });
});
