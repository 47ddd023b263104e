import { describe, expect, it } from 'vitest';
import { fillMessage, fillTemplate } from './template';

describe('fillTemplate', () => {
  it('fills named placeholders and leaves unknown ones as written', () => {
    expect(fillTemplate('{city}最低工资 {amount} 元', { city: '上海', amount: 2740 })).toBe(
      '上海最低工资 2740 元',
    );
    expect(fillTemplate('{a} and {b}', { a: 0 })).toBe('0 and {b}');
    expect(fillTemplate('no placeholders')).toBe('no placeholders');
  });
});

describe('fillMessage', () => {
  const fields: Record<string, string> = { 'field.remark': '备注' };
  const fieldText = (key: string) => fields[key];

  it('fills each call from its own parameters, however often a message is used', () => {
    const text = '{name}的{category}申请';
    expect(fillMessage(text, { name: '张三', category: '年假' }, fieldText)).toBe('张三的年假申请');
    expect(fillMessage(text, { name: '李四', category: '事假' }, fieldText)).toBe('李四的事假申请');
    expect(fillMessage(text, { category: '事假' }, fieldText)).toBe('的事假申请');
  });

  it('shows a value that names a field as the field, keeps other missing placeholders and odd braces', () => {
    expect(fillMessage('请输入{field}', { field: 'remark' }, fieldText)).toBe('请输入备注');
    expect(fillMessage('{field} x {max}', { field: 'other' }, fieldText)).toBe('other x {max}');
    expect(fillMessage('{a}{a} { b } {}', { a: 1 }, fieldText)).toBe('11 { b } {}');
    expect(fillMessage('no placeholders', { a: 1 }, fieldText)).toBe('no placeholders');
    expect(fillMessage('', {}, fieldText)).toBe('');
  });
});
