import { describe, expect, it } from 'vitest';
import { afterLoginPath, loginPathFor } from './paths';

describe('return after login', () => {
  it('remembers the requested route with its query', () => {
    const url = loginPathFor('/Attendancecard?tab=1');
    expect(url).toBe('/ehomeLogin?redirect=%2FAttendancecard%3Ftab%3D1');
    const redirect = new URLSearchParams(url.split('?')[1]).get('redirect');
    expect(afterLoginPath(redirect)).toBe('/Attendancecard?tab=1');
  });

  it('goes home without a target, or for one that could leave the site or loop', () => {
    for (const target of [
      null,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/ehomeLogin',
    ]) {
      expect(afterLoginPath(target)).toBe('/index');
    }
  });
});
