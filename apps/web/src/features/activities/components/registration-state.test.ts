import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  currentActId,
  fenToYuan,
  readRegistrationState,
  saveRegistrationState,
  yuanToFen,
} from './registration-state';

const ACT = '0b6c3a5e-1d2f-4c8a-9e16-000000000002';
const REG = '0b6c3a5e-1d2f-4c8a-9e16-000000001004';

describe('registration state', () => {
  let store: Map<string, string>;
  beforeEach(() => {
    store = new Map();
    vi.stubGlobal('sessionStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('remembers the activity so the screen without a query shows the same one', () => {
    expect(currentActId(null)).toBe('');
    saveRegistrationState({ actId: ACT, regID: REG, regNo: 'HD00000001' });
    expect(currentActId(null)).toBe(ACT);
    expect(currentActId('not-an-id')).toBe(ACT);
    expect(readRegistrationState()).toEqual({ actId: ACT, regID: REG, regNo: 'HD00000001' });
  });

  it('drops what is not an id', () => {
    store.set('activities.registration', JSON.stringify({ actId: 'x', regID: REG }));
    expect(readRegistrationState()).toEqual({ actId: '', regID: '', regNo: '' });
    store.set('activities.registration', '{broken');
    expect(readRegistrationState().actId).toBe('');
  });

  it('converts yuan and fen with integers', () => {
    expect(yuanToFen('50.00')).toBe(5000);
    expect(yuanToFen('0.07')).toBe(7);
    expect(yuanToFen('abc')).toBe(0);
    expect(fenToYuan(15000)).toBe('150.00');
    expect(fenToYuan(7)).toBe('0.07');
  });
});
