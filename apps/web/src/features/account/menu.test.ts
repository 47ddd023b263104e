import type { TMenuItem } from '@ehome/shared';
import { describe, expect, it } from 'vitest';
import { visibleMenu } from './menu';

const entry = (name: string, menu_url: string): TMenuItem => ({ name, menu_url, children: [] });
const area = (name: string, children: TMenuItem[]): TMenuItem => ({ name, menu_url: '', children });

describe('home menu', () => {
  it('shows the entries the server allows, areas in the product order', () => {
    const menuList = [
      area('account', [entry('messages', '/Mynews'), entry('language', '/selectLanuage')]),
      area('attendance', [entry('clockIn', '/Attendancecard?tab=1')]),
    ];

    expect(visibleMenu(menuList)).toEqual([
      { name: 'attendance', entries: [{ name: 'clockIn', to: '/Attendancecard?tab=1' }] },
      {
        name: 'account',
        entries: [
          { name: 'messages', to: '/Mynews' },
          { name: 'language', to: '/selectLanuage' },
        ],
      },
    ]);
  });

  it('leaves out areas the client does not know and entries without a path', () => {
    const menuList = [area('future', [entry('x', '/selectLanuage')]), area('shop', [entry('y', '')])];
    expect(visibleMenu(menuList)).toEqual([]);
  });

  it('never shows what the server left out', () => {
    expect(visibleMenu([])).toEqual([]);
  });
});
