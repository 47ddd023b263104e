import { translate } from '@ehome/shared/i18n/messages';
import { en } from '@ehome/shared/i18n/messages-en';
import { ja } from '@ehome/shared/i18n/messages-ja';
import { zh } from '@ehome/shared/i18n/messages-zh';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18next, switchLanguage } from './i18n';
import { namespaceTree } from './namespace-tree';
import { serverMessage } from './server-message';
import { ensureServerMessages, withServerMessages } from './server-messages';

const PARAMS = { name: 'userName', minutes: 5, count: 3, detail: 'x', n: 2, max: 4, unit: '天' };

beforeAll(async () => {
  await i18next.init({
    lng: 'zh',
    fallbackLng: false,
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
  });
});

describe('the messages namespace, loaded one language at a time', () => {
  it('loads only the current language, then the one switched to (switchLanguage)', async () => {
    expect(i18next.hasResourceBundle('zh', 'messages')).toBe(false);
    await ensureServerMessages();
    expect(i18next.hasResourceBundle('zh', 'messages')).toBe(true);
    expect(i18next.hasResourceBundle('en', 'messages')).toBe(false);
    expect(serverMessage('validation.required', { name: 'userName' })).toBe('用户名不能为空');

    await switchLanguage('en');
    expect(i18next.hasResourceBundle('en', 'messages')).toBe(true);
    expect(i18next.hasResourceBundle('ja', 'messages')).toBe(false);
    expect(serverMessage('validation.required', { name: 'userName' })).toBe('User name cannot be empty');
    const loaded = await withServerMessages(async () => 'module')();
    expect(loaded).toBe('module');
    await switchLanguage('ja');
    expect(i18next.hasResourceBundle('ja', 'messages')).toBe(true);
  });

  it('fills every message as the server does (translate), in every language', () => {
    for (const language of ['zh', 'en', 'ja'] as const)
      for (const key of Object.keys(zh)) {
        expect(serverMessage(key, PARAMS, language), key).toBe(translate(language, key, PARAMS));
        expect(serverMessage(key, {}, language), key).toBe(translate(language, key));
      }
    expect(serverMessage('no.such.key', {}, 'zh')).toBe('no.such.key');
  });

  it("keeps three-part keys for i18next's own t()", () => {
    expect(
      i18next.t('messages:account.notice.loginLocked', { lng: 'en', address: '10.0.0.1', minutes: 15 }),
    ).toContain('from 10.0.0.1; that address is locked out for 15 minutes');
  });
});

describe('namespaceTree', () => {
  it('nests every key of every language without a clash', () => {
    for (const catalogue of [zh, en, ja]) expect(() => namespaceTree(catalogue)).not.toThrow();
    expect(namespaceTree({ 'a.b.c': 'x {n}', 'a.d': 'y' })).toEqual({ a: { b: { c: 'x {{n}}' }, d: 'y' } });
    expect(() => namespaceTree({ 'a.b': 'x', 'a.b.c': 'y' })).toThrow();
    expect(() => namespaceTree({ 'a.b.c': 'y', 'a.b': 'x' })).toThrow();
  });
});
