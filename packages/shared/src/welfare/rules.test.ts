import { describe, expect, it } from 'vitest';
import { fenToYuan, maskName, maskPhone, welfareRightState } from './rules';

describe('welfareRightState', () => {
  const window = { claimFrom: new Date('2026-01-10T00:00:00Z'), claimTo: new Date('2026-02-10T00:00:00Z') };
  it('is open inside the window, both ends included', () => {
    expect(welfareRightState(new Date('2026-01-10T00:00:00Z'), window, false)).toBe('open');
    expect(welfareRightState(new Date('2026-02-10T00:00:00Z'), window, false)).toBe('open');
  });
  it('is not started before and ended after', () => {
    expect(welfareRightState(new Date('2026-01-09T23:59:59Z'), window, false)).toBe('notStarted');
    expect(welfareRightState(new Date('2026-02-10T00:00:01Z'), window, false)).toBe('ended');
  });
  it('a claim wins over the window', () => {
    expect(welfareRightState(new Date('2026-03-01T00:00:00Z'), window, true)).toBe('claimed');
  });
});

describe('masks and money', () => {
  it('masks a mobile and a landline', () => {
    expect(maskPhone('13800138000')).toBe('138****8000');
    expect(maskPhone('021-63210000')).toBe('021*****0000');
  });
  it('masks a name', () => {
    expect(maskName('张三')).toBe('张*');
    expect(maskName('欧阳娜娜')).toBe('欧***');
  });
  it('fen to yuan', () => {
    expect(fenToYuan(29900)).toBe('299.00');
    expect(fenToYuan(1)).toBe('0.01');
    expect(fenToYuan(12345)).toBe('123.45');
  });
});
