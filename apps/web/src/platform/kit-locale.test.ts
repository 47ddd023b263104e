import { getDefaultConfig } from 'antd-mobile/es/components/config-provider';
import { describe, expect, it } from 'vitest';
import { kitLocale, loadKitLocale } from './kit-locale';

describe("antd-mobile's own texts", () => {
  it('are Chinese before any other language is loaded', () => {
    expect(kitLocale('zh').SearchBar.name).toBe('搜索框');
    expect(kitLocale('en').SearchBar.name).toBe('搜索框');
  });

  it('follow English and Japanese once loaded, also for dialogs rendered outside the tree', async () => {
    const en = await loadKitLocale('en');
    expect([en.SearchBar.name, en.Stepper.decrease, en.Selector.name, en.common.confirm]).toEqual([
      'Search Bar',
      'decrease',
      'Selector',
      'Confirm',
    ]);
    expect(getDefaultConfig().locale).toBe(en);

    const ja = await loadKitLocale('ja');
    expect([ja.SearchBar.name, ja.Stepper.increase, ja.Selector.name, ja.common.cancel]).toEqual([
      '検索バー',
      '増加',
      '選択肢',
      'キャンセル',
    ]);
    expect(kitLocale('en')).toBe(en);
    expect(getDefaultConfig().locale).toBe(ja);

    await loadKitLocale('zh');
    expect(getDefaultConfig().locale.Selector.name).toBe('选择组');
  });
});
