import { describe, expect, it } from 'vitest';
import { searchBody } from './search';

describe('searchBody', () => {
  it('sends an application number (whole or part) as applyNo', () => {
    expect(searchBody('QJ202611250001')).toEqual({ applyNo: 'QJ202611250001' });
    expect(searchBody(' qj20261125 ')).toEqual({ applyNo: 'QJ20261125' });
    expect(searchBody('0001')).toEqual({ applyNo: '0001' });
  });

  it('sends a name as empname', () => {
    expect(searchBody('张三')).toEqual({ empname: '张三' });
    expect(searchBody('Zhang San')).toEqual({ empname: 'Zhang San' });
    expect(searchBody('lisi')).toEqual({ empname: 'lisi' });
  });

  it('sends nothing for an empty box', () => {
    expect(searchBody('   ')).toEqual({});
  });

  it('treats text with digits and other characters as a name, not a number', () => {
    expect(searchBody('张三1')).toEqual({ empname: '张三1' });
  });
});
