import { menuForUser, PRODUCT_MENU } from '@ehome/shared';
import { describe, expect, it } from 'vitest';
import { visibleMenu } from '../features/account';
import { hasScreen } from '../platform/screens';
import { APP_ROUTES } from './routes';

const paths = APP_ROUTES.map((route) => route.path);
const hasRoute = (url: string) => hasScreen(url, paths);

describe('route table and home menu', () => {
  it('leaves no dead entry for any user of the product menu', () => {
    const menuList = menuForUser({
      roles: ['employee', 'manager', 'hr', 'admin'],
      flags: {
        af_service: true,
        fundtransfer: true,
        enter_transact: true,
        income_transact: true,
        leave_transact: true,
      },
      employeeType: 'CiicEmployee',
    });
    const visible = visibleMenu(menuList, hasRoute).flatMap((a) => a.entries);
    const implemented = PRODUCT_MENU.flatMap((a) => a.children).filter((e) => hasRoute(e.menu_url));
    expect(visible.map((e) => e.to).sort()).toEqual(implemented.map((e) => e.menu_url).sort());
    expect(visible.map((e) => e.to)).toContain('/selectLanuage');
  });

  it('knows the registered screens, whatever the query', () => {
    expect(hasRoute('/NoSuchScreen')).toBe(false);
    expect(hasRoute('/Attendancecard?tab=1')).toBe(true);
  });
});
