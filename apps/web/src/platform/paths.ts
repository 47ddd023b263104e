export const LOGIN_PATH = '/ehomeLogin';
export const HOME_PATH = '/index';

/** Login URL that remembers where the user was going (survives a reload, unlike history state). */
export function loginPathFor(returnTo: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(returnTo)}`;
}

/**
 * Where to go after login. Only same-origin paths are accepted so a crafted link cannot send a
 * freshly signed-in user to another site; anything else goes home.
 */
export function afterLoginPath(redirect: string | null): string {
  if (!redirect?.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) {
    return HOME_PATH;
  }
  return redirect.startsWith(LOGIN_PATH) ? HOME_PATH : redirect;
}
