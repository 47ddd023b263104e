import { menuForUser, PRODUCT_MENU } from '@ehome/shared';
import { describe, expect, it } from 'vitest';
import { visibleMenu } from '../features/account';
import { hasScreen } from '../platform/screens';
import { MORE_ROUTES } from './more-routes';
import { moreAppRoutes } from './more-routes-view';
import { CORE_ROUTES, MORE_PATHS, SCREEN_PATHS } from './routes';

const paths = SCREEN_PATHS;
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

  it('knows the later screens by path before their table is downloaded', () => {
    expect(MORE_PATHS).toEqual(
      MORE_ROUTES.filter(
        (route) => route.screen.name !== 'LegacyRedirectPage' && route.access !== 'public',
      ).map((route) => route.path),
    );
    // Behind login, but for the rarely opened public pages marked so (issue 18).
    expect(moreAppRoutes(MORE_ROUTES).map((route) => route.access)).toEqual(
      MORE_ROUTES.map((route) => route.access ?? 'auth'),
    );
    expect(new Set(SCREEN_PATHS).size).toBe(SCREEN_PATHS.length);
    expect(CORE_ROUTES.map((route) => route.path)).toContain('/Attendancecard');
  });

  it('knows the registered screens, whatever the query', () => {
    expect(hasRoute('/NoSuchScreen')).toBe(false);
    expect(hasRoute('/Attendancecard?tab=1')).toBe(true);
  });
});
