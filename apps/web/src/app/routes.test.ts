import { menuForUser, PRODUCT_MENU } from '@ehome/shared';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { visibleMenu } from '../features/account';
import { MORE_ROUTES } from './more-routes';
import { moreAppRoutes } from './more-routes-view';
import { CORE_ROUTES } from './routes';

/** Every screen's path: the first-load table and the later one. */
const SCREEN_PATHS = [...CORE_ROUTES.map((route) => route.path), ...MORE_ROUTES.map((route) => route.path)];
const hasRoute = (url: string) => {
  const pathname = url.split(/[?#]/)[0] ?? '';
  return SCREEN_PATHS.some((path) => matchPath({ path, end: true }, pathname) !== null);
};

describe('route table and home menu', () => {
  it('gives every entry of the product menu a screen, so the home shows no dead entry', () => {
    const menuList = menuForUser({
      roles: ['employee', 'manager', 'hr', 'admin', 'counterLeader', 'brandAdmin', 'payroll'],
      flags: {
        af_service: true,
        fundtransfer: true,
        enter_transact: true,
        income_transact: true,
        leave_transact: true,
      },
      employeeType: 'CiicEmployee',
    });
    const visible = visibleMenu(menuList).flatMap((a) => a.entries);
    expect(visible.map((e) => e.to).sort()).toEqual(
      PRODUCT_MENU.flatMap((a) => a.children.map((e) => e.menu_url)).sort(),
    );
    expect(visible.filter((e) => !hasRoute(e.to)).map((e) => e.to)).toEqual([]);
  });

  it('keeps the later screens behind login unless marked public, each path once', () => {
    const publicPaths = moreAppRoutes(MORE_ROUTES)
      .filter((route) => route.access === 'public')
      .map((route) => route.path);
    expect(publicPaths).toEqual(MORE_ROUTES.filter((route) => route.access === 'public').map((r) => r.path));
    expect(publicPaths).toContain('/Employeelanding');
    expect(moreAppRoutes(MORE_ROUTES).find((route) => route.path === '/Goout')?.access).toBe('auth');
    expect(new Set(SCREEN_PATHS).size).toBe(SCREEN_PATHS.length);
    expect(CORE_ROUTES.map((route) => route.path)).toContain('/Attendancecard');
  });

  it('matches parameterised routes and ignores the query string', () => {
    expect(hasRoute('/NoSuchScreen')).toBe(false);
    expect(hasRoute('/Attendancecard?tab=1')).toBe(true);
    expect(hasRoute('/AttendanceDetail/late/2026-01?x=1')).toBe(true);
    expect(hasRoute('/AttendanceDetail')).toBe(false);
  });
});
