import { describe, expect, it } from 'vitest';
import { PUNCH_EMPLOYEE_NO_KEY } from '../../../platform/storage-keys';
import { changedFrom, rememberEmployeeNo, rememberedEmployeeNo } from './employee-number';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('change of employee number (spec 1 §4)', () => {
  it('reports the remembered number when the punch was under another one', () => {
    expect(changedFrom('E10001', 'E20001')).toBe('E10001');
  });

  it('reports nothing on the first punch of a device or under the same number', () => {
    expect(changedFrom(null, 'E10001')).toBeNull();
    expect(changedFrom('E10001', 'E10001')).toBeNull();
    expect(changedFrom('E10001', ' ')).toBeNull();
  });

  it('remembers the number under its storage key', () => {
    const storage = memoryStorage();
    expect(rememberedEmployeeNo(storage)).toBeNull();
    rememberEmployeeNo('E10001', storage);
    expect(storage.data.get(PUNCH_EMPLOYEE_NO_KEY)).toBe('E10001');
    expect(rememberedEmployeeNo(storage)).toBe('E10001');
  });

  it('carries on without storage', () => {
    expect(rememberedEmployeeNo(null)).toBeNull();
    expect(() => rememberEmployeeNo('E10001', null)).not.toThrow();
  });
});
