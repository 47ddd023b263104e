import { describe, expect, it } from 'vitest';
import { nationalIdCheckChar, parseNationalId, upgradeNationalId15 } from './national-id';

const TODAY = '2026-11-23';

describe('national ID (GB 11643-1999)', () => {
  it('accepts the reference vectors and reads birth date and gender', () => {
    const a = parseNationalId('11010519491231002X', TODAY);
    expect(a).toEqual({
      ok: true,
      info: { id18: '11010519491231002X', birthDate: '1949-12-31', gender: 'female', provinceCode: 11 },
    });
    const b = parseNationalId('440524188001010014', '1990-01-01');
    expect(b.ok && b.info.gender).toBe('male');
  });

  it('computes the check character from the weighted sum mod 11', () => {
    expect(nationalIdCheckChar('11010519491231002')).toBe('X');
    expect(nationalIdCheckChar('44052418800101001')).toBe('4');
  });

  it('accepts a lower-case x check character', () => {
    expect(parseNationalId('11010519491231002x', TODAY).ok).toBe(true);
  });

  it('upgrades the legacy 15-digit form', () => {
    expect(upgradeNationalId15('441900890101221')).toBe('441900198901012219');
    const r = parseNationalId('441900890101221', TODAY);
    expect(r.ok && r.info.id18).toBe('441900198901012219');
    expect(r.ok && r.info.gender).toBe('male');
  });

  it.each([
    ['11010519491231002Y', 'format'],
    ['1101051949123100', 'format'],
    ['', 'format'],
    ['99010519491231002X', 'province'],
    ['110105194902300011', 'birthDate'],
    ['110105194913010011', 'birthDate'],
    ['110105203001010011', 'age'],
    ['110105180001010011', 'age'],
    ['110105194912310021', 'checksum'],
    ['441900198901012218', 'checksum'],
    ['991900890101221', 'province'],
    ['441900890230221', 'birthDate'],
  ])('refuses %s (%s)', (id, error) => {
    expect(parseNationalId(id, TODAY)).toEqual({ ok: false, error });
  });

  it('bounds the age by the given business date, not the machine clock', () => {
    // 1880-born is over 130 in 2026 but was 110 in 1990.
    expect(parseNationalId('440524188001010014', TODAY)).toEqual({ ok: false, error: 'age' });
    expect(parseNationalId('440524188001010014', '1990-01-01').ok).toBe(true);
  });
});
