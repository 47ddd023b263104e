import type { TMenuItem } from '@ehome/shared';
import { describe, expect, it } from 'vitest';
import jaMenu from '../../locales/ja/menu.json';
import zhMenu from '../../locales/zh/menu.json';
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

describe('Chinese and Japanese tile labels', () => {
  // A tile is about 75 px wide at 375 px and its label 12 px: six full-width characters a line
  // (Latin letters and digits count half). Neither language has spaces, so a longer label needs a
  // break hint (U+200B) where it may wrap, or the browser breaks it inside a word ("公积金转移办 / 理").
  const width = (text: string) => [...text].reduce((sum, c) => sum + (/[\x20-\x7e]/.test(c) ? 0.5 : 1), 0);

  it.each([
    ['zh', zhMenu],
    ['ja', jaMenu],
  ])('%s: break only where a hint allows, no run between hints wider than a tile', (_language, menu) => {
    const tooWide = Object.entries(menu as Record<string, string>).filter(([, label]) =>
      label.split('\u200b').some((run) => width(run) > 6),
    );
    expect(tooWide).toEqual([]);
  });
});
