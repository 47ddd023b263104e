import { describe, expect, it } from 'vitest';
import { fillTemplate } from './template';

describe('fillTemplate', () => {
  it('fills named placeholders and leaves unknown ones as written', () => {
    expect(fillTemplate('{city}最低工资 {amount} 元', { city: '上海', amount: 2740 })).toBe(
      '上海最低工资 2740 元',
    );
    expect(fillTemplate('{a} and {b}', { a: 0 })).toBe('0 and {b}');
    expect(fillTemplate('no placeholders')).toBe('no placeholders');
  });
});
