import { describe, expect, it } from 'vitest';
import * as core from './core-messages';
import { messages, translate } from './messages';
import enModule, { en } from './messages-en';
import jaModule, { ja } from './messages-ja';
import zhModule, { zh } from './messages-zh';

const sorted = (catalogue: Readonly<Record<string, string>>) => Object.keys(catalogue).sort();

describe('the server-message catalogue, one module per language', () => {
  it('holds exactly the keys of zh in en and in ja, every text non-empty', () => {
    expect(sorted(en)).toEqual(sorted(zh));
    expect(sorted(ja)).toEqual(sorted(zh));
    for (const catalogue of [zh, en, ja])
      for (const [key, text] of Object.entries(catalogue)) expect(text.trim(), key).not.toBe('');
  });

  it('exports each language as its default too, and the server catalogue is the three', () => {
    expect(zhModule).toBe(zh);
    expect(enModule).toBe(en);
    expect(jaModule).toBe(ja);
    expect(messages).toEqual({ zh, en, ja });
  });

  it('uses the same placeholders in every language', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(zh) as (keyof typeof zh)[]) {
      expect(placeholders(en[key]), key).toEqual(placeholders(zh[key]));
      expect(placeholders(ja[key]), key).toEqual(placeholders(zh[key]));
    }
  });

  it('keeps the core and folds in the areas, HR activity administration included', () => {
    expect(zh['error.NotFound']).toBe(core.zh['error.NotFound']);
    expect(translate('en', 'activities.imageTooLarge')).toBe(
      'The picture is over 10 MB and cannot be uploaded',
    );
    expect(translate('ja', 'activities.limitBelowSigned', { count: 3 })).toContain('3');
  });

  it('translates as before: field names, a missing name, other placeholders, unknown keys', () => {
    expect(translate('zh', 'validation.required', { name: 'userName' })).toBe('用户名不能为空');
    expect(translate('en', 'validation.required')).toBe(' cannot be empty');
    expect(translate('en', 'error.LoginLocked')).toBe(
      'Too many wrong passwords. Please try again in {minutes} minutes',
    );
    expect(translate('ja', 'no.such.key')).toBe('no.such.key');
    expect(translate('zh', 'constructor')).toBe('constructor');
  });
});
