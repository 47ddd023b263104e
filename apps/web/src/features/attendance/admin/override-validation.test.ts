import { describe, expect, it } from 'vitest';
import { EMPTY_OVERRIDE_FORM } from './override-model';
import { overrideResolver } from './override-validation';

const run = (form: typeof EMPTY_OVERRIDE_FORM) =>
  overrideResolver(form, undefined, { fields: {}, shouldUseNativeValidation: undefined });

describe('overrideResolver', () => {
  it('asks for a date and a name on an empty form', async () => {
    const { errors } = await run(EMPTY_OVERRIDE_FORM);
    expect(errors.date?.message).toBe('validation.date');
    expect(errors.name?.message).toBe('validation.overrideName');
    expect(errors.dayType).toBeUndefined();
  });

  it('gives the payload with the name trimmed', async () => {
    expect(await run({ date: '2026-03-13', dayType: 1, name: ' 公司成立纪念日 ' })).toEqual({
      values: { date: '2026-03-13', dayType: 1, name: '公司成立纪念日' },
      errors: {},
    });
  });

  it('refuses a name over 30 characters and a date that does not exist', async () => {
    const { errors } = await run({ date: '2026-02-30', dayType: 0, name: 'x'.repeat(31) });
    expect(errors.date?.message).toBe('validation.date');
    expect(errors.name?.message).toBe('validation.overrideName');
  });
});
