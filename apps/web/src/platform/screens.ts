import { matchPath } from 'react-router';

/**
 * The paths of the screens this client has, registered by the app's router. Features ask here
 * instead of importing the route table, which imports them (lazily) and would make a loop.
 */
let screenPaths: readonly string[] = [];

export function setScreenPaths(paths: readonly string[]): void {
  screenPaths = paths;
}

/** Whether a menu URL ('/Attendancecard?tab=1') leads to a screen this client has. */
export function hasScreen(url: string, paths: readonly string[] = screenPaths): boolean {
  const pathname = url.split(/[?#]/)[0] ?? '';
  return paths.some((path) => matchPath({ path, end: true }, pathname) !== null);
}
