import { describe, expect, it } from 'vitest';
import { brandMayOverwrite, checkCounterPosition, mayPositionCounter } from './rules';

const form = {
  province: '上海市',
  city: '上海市',
  counterId: 'c1',
  longitude: 121.47,
  latitude: 31.23,
  organizationId: 'o1',
  limit: '200',
  remark: '一楼',
};

describe('checkCounterPosition (spec 3 §5 "Counter GPS")', () => {
  it('asks for each field in order, coordinates before the organisation', () => {
    expect(checkCounterPosition({ ...form, province: '' })).toMatchObject({
      key: 'counters.provinceRequired',
    });
    expect(checkCounterPosition({ ...form, city: '' })).toMatchObject({ key: 'counters.cityRequired' });
    expect(checkCounterPosition({ ...form, counterId: '' })).toMatchObject({
      key: 'counters.counterRequired',
    });
    expect(checkCounterPosition({ ...form, longitude: null, organizationId: '' })).toMatchObject({
      key: 'counters.coordinatesRequired',
    });
    expect(checkCounterPosition({ ...form, latitude: 95 })).toMatchObject({
      key: 'counters.coordinatesInvalid',
    });
    expect(checkCounterPosition({ ...form, organizationId: '' })).toMatchObject({
      key: 'counters.organizationRequired',
    });
    expect(checkCounterPosition({ ...form, limit: '' })).toMatchObject({ key: 'counters.limitRequired' });
    for (const limit of ['0', '-5', '1.5', 'abc', 5001])
      expect(checkCounterPosition({ ...form, limit })).toMatchObject({ key: 'counters.limitInvalid' });
    expect(checkCounterPosition({ ...form, remark: ' ' })).toMatchObject({ key: 'counters.remarkRequired' });
    expect(checkCounterPosition({ ...form, remark: 'x'.repeat(201) })).toMatchObject({
      key: 'counters.remarkTooLong',
    });
  });
  it('answers the cleaned position', () => {
    expect(checkCounterPosition({ ...form, limit: ' 5000 ', remark: ' 一楼 ' })).toEqual({
      ok: true,
      position: { ...form, limit: 5000, remark: '一楼' },
    });
  });
});

describe('repeated positioning (spec 3 §4)', () => {
  it('lets brands S, M, N, L and H overwrite', () => {
    for (const brand of ['S', 'M', 'N', 'L', 'H', 's']) expect(brandMayOverwrite(brand)).toBe(true);
    for (const brand of ['B', 'X', '']) expect(brandMayOverwrite(brand)).toBe(false);
  });
  it('closes other brands after the first positioning unless enabled', () => {
    expect(mayPositionCounter({ brandCode: 'B', positioned: false, repositionEnabled: false })).toBe(true);
    expect(mayPositionCounter({ brandCode: 'B', positioned: true, repositionEnabled: false })).toBe(false);
    expect(mayPositionCounter({ brandCode: 'B', positioned: true, repositionEnabled: true })).toBe(true);
    expect(mayPositionCounter({ brandCode: 'M', positioned: true, repositionEnabled: false })).toBe(true);
  });
});
