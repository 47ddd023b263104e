import { describe, expect, it } from 'vitest';
import { addressPickerPath, returnWithAddress, safeReturnPath } from './return-path';

describe('address picker return path', () => {
  it('accepts only paths of this app', () => {
    expect(safeReturnPath('/settlement?x=1')).toBe('/settlement?x=1');
    expect(safeReturnPath('//evil.example/x')).toBeNull();
    expect(safeReturnPath('https://evil.example')).toBeNull();
    expect(safeReturnPath('/\\evil.example')).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
  });

  it('adds or replaces addressId, keeping the rest', () => {
    expect(returnWithAddress('/settlement?saleId=3', 'abc')).toBe('/settlement?saleId=3&addressId=abc');
    expect(returnWithAddress('/settlement2?addressId=old', 'new')).toBe('/settlement2?addressId=new');
  });

  it('builds the picker link checkout uses', () => {
    expect(addressPickerPath('/settlement?saleId=3')).toBe(
      '/address?select=1&return=%2Fsettlement%3FsaleId%3D3',
    );
    expect(addressPickerPath('/settlement2', { shop: 'Welfare', addressId: 'a1' })).toBe(
      '/address?select=1&return=%2Fsettlement2&shop=Welfare&addressId=a1',
    );
  });
});
