import { describe, expect, it } from 'vitest';
import { checkBirthRecord, localMaternityExtension, maternityEntitlement } from './rules';

describe('maternity entitlement (女职工劳动保护特别规定 art. 7 + local extension)', () => {
  const base = { birthDate: '2026-10-01', dystocia: false, babyCount: 1 };
  it('gives the national 98 days where no local extension is listed', () => {
    expect(maternityEntitlement({ ...base, socialCity: '成都' }).total).toBe(98);
  });
  it('adds 15 for dystocia and 15 per additional baby', () => {
    expect(maternityEntitlement({ ...base, socialCity: '', dystocia: true }).total).toBe(113);
    expect(maternityEntitlement({ ...base, socialCity: '', babyCount: 2 }).total).toBe(113);
    expect(maternityEntitlement({ ...base, socialCity: '', babyCount: 3, dystocia: true })).toEqual({
      national: 98,
      dystocia: 15,
      multiple: 30,
      local: 0,
      total: 143,
    });
  });
  it('adds Shanghai 60 days (158 in all) for a birth after the 2021 amendment, 30 before it', () => {
    expect(maternityEntitlement({ ...base, socialCity: '上海' }).total).toBe(158);
    expect(maternityEntitlement({ ...base, socialCity: '上海市', dystocia: true, babyCount: 2 }).total).toBe(
      188,
    );
    expect(localMaternityExtension('上海', '2021-11-24')).toBe(30);
    expect(localMaternityExtension('上海', '2021-11-25')).toBe(60);
    expect(localMaternityExtension('上海', '2015-01-01')).toBe(0);
  });
});

describe('checkBirthRecord', () => {
  const now = '2026-11-25 10:00';
  it('requires the birth time (请选择生育时间)', () => {
    expect(checkBirthRecord({ birthTime: '' }, now)).toEqual([{ key: 'validation.birthTime' }]);
    expect(checkBirthRecord({ birthTime: 'yesterday' }, now)).toEqual([{ key: 'validation.birthTime' }]);
    expect(checkBirthRecord({ birthTime: '2026-02-30 08:00' }, now)).toEqual([
      { key: 'validation.birthTime' },
    ]);
  });
  it('refuses a birth in the future and a bad number of babies', () => {
    expect(checkBirthRecord({ birthTime: '2026-11-25 10:01' }, now)[0]?.key).toBe('maternity.birthInFuture');
    expect(checkBirthRecord({ birthTime: '2026-11-20 08:00', babyCount: 0 }, now)[0]?.key).toBe(
      'maternity.babyCount',
    );
    expect(checkBirthRecord({ birthTime: '2026-11-20 08:00', babyCount: 2 }, now)).toEqual([]);
  });
});
