import { page, type TAppRoute } from './route-page';

export type { TAppRoute, TPreloadablePage } from './route-page';

/**
 * The screens of the first load: the session pages, the home and the clock card (opened straight
 * from the messaging app's menu at 9:00). Every other screen is in `more-routes.ts`, a lazy chunk
 * loaded with the first visit to one of them, so the first load carries neither the imports nor
 * the paths of the other screens (some two hundred). Paths are the spec's (spec 1 §2, spec 3 §2.6).
 */
/** The password login, under the messaging app's entry path and the spec's /login (issue 18). */
const loginPage = page(() => import('../features/account/pages/login-page'), 'LoginPage', {
  withQueries: false,
});

export const CORE_ROUTES: readonly TAppRoute[] = [
  { path: '/ehomeLogin', access: 'public', Page: loginPage },
  { path: '/login', access: 'public', Page: loginPage },
  {
    path: '/empty',
    access: 'public',
    Page: page(() => import('../features/account/pages/session-lost-page'), 'SessionLostPage', {
      withQueries: false,
    }),
  },
  {
    path: '/selectLanuage',
    access: 'public',
    Page: page(() => import('../features/account/pages/select-language-page'), 'SelectLanguagePage', {
      withQueries: false,
    }),
  },
  {
    // Spec 3 §2.6 lists /index as public, but the home is built from the user's own menu and
    // profile, which only exist in a session, so it requires login.
    path: '/index',
    access: 'auth',
    Page: page(() => import('../features/account/pages/home-page'), 'HomePage'),
  },
  {
    path: '/Attendancecard',
    access: 'auth',
    Page: page(() => import('../features/attendance/pages/attendance-card-page'), 'AttendanceCardPage', {
      namespaces: ['attendance', 'clock'],
    }),
  },
];
