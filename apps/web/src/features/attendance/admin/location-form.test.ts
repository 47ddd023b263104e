import { describe, expect, it } from 'vitest';
import {
  draftOf,
  formatCoordinate,
  parseDecimal,
  parseLimit,
  type TLocationForm,
  toLocationPayload,
} from './location-form';

const ORG = '0b6c3a5e-1d2f-4c8a-9e10-000000000101';
const filled: TLocationForm = {
  organizationId: ORG,
  remark: ' 上海总部 ',
  limit: '300',
  unlimited: false,
  longitude: '121.4737',
  latitude: '31.2304',
};

describe('parseDecimal', () => {
  it('reads plain decimals, blank as missing and anything else as not a number', () => {
    expect(parseDecimal(' 121.4737 ')).toBe(121.4737);
    expect(parseDecimal('-33.5')).toBe(-33.5);
    expect(parseDecimal('.5')).toBe(0.5);
    expect(parseDecimal('')).toBeUndefined();
    expect(parseDecimal('   ')).toBeUndefined();
    expect(parseDecimal('0x1A')).toBeNaN();
    expect(parseDecimal('1e3')).toBeNaN();
    expect(parseDecimal('300米')).toBeNaN();
  });
});

describe('parseLimit', () => {
  it('sends -1 when unlimited, whatever was typed', () => {
    expect(parseLimit('300', true)).toBe(-1);
    expect(parseLimit('', true)).toBe(-1);
  });

  it('sends the metres typed otherwise', () => {
    expect(parseLimit('500', false)).toBe(500);
    expect(parseLimit('', false)).toBeUndefined();
  });
});

describe('toLocationPayload', () => {
  it('turns the text fields into the API payload', () => {
    expect(toLocationPayload(filled)).toEqual({
      organizationId: ORG,
      remark: ' 上海总部 ',
      limit: 300,
      longitude: 121.4737,
      latitude: 31.2304,
    });
  });
});

describe('draftOf', () => {
  it('draws the point once both coordinates are real, with the range typed so far', () => {
    expect(draftOf(filled)).toEqual({ latitude: 31.2304, longitude: 121.4737, limit: 300 });
    expect(draftOf({ ...filled, limit: '' })?.limit).toBeNull();
    expect(draftOf({ ...filled, limit: 'x' })?.limit).toBeNull();
    expect(draftOf({ ...filled, unlimited: true })?.limit).toBe(-1);
    expect(draftOf({ ...filled, latitude: '' })).toBeNull();
    expect(draftOf({ ...filled, latitude: '95' })).toBeNull();
  });
});

describe('formatCoordinate', () => {
  it('keeps 6 decimals without trailing zeros', () => {
    expect(formatCoordinate(121.473712345)).toBe('121.473712');
    expect(formatCoordinate(31.23)).toBe('31.23');
    expect(formatCoordinate(-0.0000001)).toBe('0');
  });
});
