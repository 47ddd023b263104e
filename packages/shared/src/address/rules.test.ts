import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages';
import {
  checkAddress,
  EMPTY_ADDRESS_ID,
  isNewAddressId,
  normalizeAddress,
  sortAddresses,
  type TAddressFields,
} from './rules';
import { ZAddressInput } from './schemas';

const good: TAddressFields = {
  userName: '张三',
  tel: '13800138000',
  addressProvince: '上海市',
  addressCity: '上海市',
  area: '黄浦区',
  postCode: '200001',
  streetName: '南京东路100号',
};

describe('checkAddress (spec 2 §5 address save)', () => {
  it('accepts a complete address, zip code optional', () => {
    expect(checkAddress(good)).toBeNull();
    expect(checkAddress({ ...good, postCode: '', area: '' })).toBeNull();
  });

  it.each(['userName', 'tel', 'streetName', 'addressProvince', 'addressCity'] as const)(
    'requires %s (请输入带*的信息), blanks count as empty',
    (field) => {
      expect(checkAddress({ ...good, [field]: '   ' })?.key).toBe('address.required');
      const { [field]: _gone, ...rest } = good;
      expect(checkAddress(rest)?.key).toBe('address.required');
    },
  );

  it.each([
    ['13800138000', true],
    ['19912345678', true],
    ['12800138000', false],
    ['1380013800', false],
    ['138001380001', false],
    ['021-12345678', true],
    ['02112345678', true],
    ['0571-1234567', true],
    ['12345678', false],
    ['abc', false],
  ])('phone %s valid: %s (手机号码不正确)', (tel, valid) => {
    const problem = checkAddress({ ...good, tel });
    expect(problem === null).toBe(valid);
    if (!valid) expect(problem?.key).toBe('address.phone');
  });

  it('zip code is empty or 6 digits', () => {
    expect(checkAddress({ ...good, postCode: '20001' })?.key).toBe('address.postCode');
    expect(checkAddress({ ...good, postCode: '2000011' })?.key).toBe('address.postCode');
    expect(checkAddress({ ...good, postCode: 'abcdef' })?.key).toBe('address.postCode');
  });

  it('bounds the lengths, counting characters not bytes', () => {
    expect(checkAddress({ ...good, userName: '张'.repeat(20) })).toBeNull();
    expect(checkAddress({ ...good, userName: '张'.repeat(21) })).toMatchObject({
      key: 'address.tooLong',
      params: { name: 'consignee', max: 20 },
    });
    expect(checkAddress({ ...good, streetName: '路'.repeat(200) })).toBeNull();
    expect(checkAddress({ ...good, streetName: '路'.repeat(201) })?.key).toBe('address.tooLong');
    expect(checkAddress({ ...good, area: 'a'.repeat(51) })?.key).toBe('address.tooLong');
  });

  it('checks the region with the given region data', () => {
    const isRegion = (p: string, c: string) => p === '上海市' && c === '上海市';
    expect(checkAddress(good, isRegion)).toBeNull();
    expect(checkAddress({ ...good, addressCity: '杭州市' }, isRegion)?.key).toBe('address.region');
  });

  it('messages read as the spec gives them', () => {
    expect(translate('zh', 'address.required')).toBe('请输入带*的信息');
    expect(translate('zh', 'address.phone')).toBe('手机号码不正确');
    expect(translate('zh', 'address.notEdited')).toBe('请先编辑地址');
    const long = checkAddress({ ...good, userName: 'x'.repeat(21) });
    expect(translate('zh', long?.key ?? '', long?.params)).toBe('收货人最多20个字');
    expect(translate('en', long?.key ?? '', long?.params)).toBe('Consignee can be at most 20 characters');
  });
});

describe('address helpers', () => {
  it('the empty GUID (or nothing) is a new address', () => {
    expect(isNewAddressId(EMPTY_ADDRESS_ID)).toBe(true);
    expect(isNewAddressId('')).toBe(true);
    expect(isNewAddressId('3f1c7d9a-0000-4000-8000-000000000001')).toBe(false);
  });

  it('trims every field', () => {
    expect(normalizeAddress({ ...good, userName: ' 张三 ', tel: ' 13800138000' })).toEqual(good);
  });

  it('sorts default first, then newest', () => {
    const list = [
      { id: 'a', isDefault: false, createdAt: '2026-01-01T00:00:00Z' },
      { id: 'b', isDefault: true, createdAt: '2025-01-01T00:00:00Z' },
      { id: 'c', isDefault: false, createdAt: '2026-06-01T00:00:00Z' },
    ];
    expect(sortAddresses(list).map((a) => a.id)).toEqual(['b', 'c', 'a']);
  });

  it('the schema takes missing fields as empty and a missing id as new', () => {
    const parsed = ZAddressInput.parse({ userName: '张三', tel: null });
    expect(parsed.addressId).toBe(EMPTY_ADDRESS_ID);
    expect(parsed.tel).toBe('');
    expect(checkAddress(parsed)?.key).toBe('address.required');
    expect(ZAddressInput.safeParse({ addressId: 'nope' }).success).toBe(false);
  });
});
