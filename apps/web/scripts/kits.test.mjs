import { describe, expect, it } from 'vitest';
import { checkKits, kitPlan, SHARED_BY } from './kits.mjs';

const PAGES = '/app/src/features/account/pages';
const chunk = (fileName, modules, imports = [], extra = {}) => ({
  fileName,
  modules: Object.fromEntries(modules.map((id) => [id, {}])),
  imports,
  isEntry: false,
  facadeModuleId: null,
  ...extra,
});

/** A first pass as the bundler leaves it: one chunk per set of screens sharing a module. */
const FIRST_PASS = [
  chunk('index.js', ['/app/src/main.tsx', '/app/src/app/shell.tsx'], ['react.js'], { isEntry: true }),
  chunk('react.js', ['/nm/react/index.js']),
  chunk(
    'login-page.js',
    [`${PAGES}/login-page.tsx`, '/app/src/login-only.ts'],
    ['button.js', 'http.js', 'react.js'],
    {
      facadeModuleId: `${PAGES}/login-page.tsx`,
    },
  ),
  chunk('home-page.js', [`${PAGES}/home-page.tsx`], ['button.js', 'query.js', 'grid.js'], {
    facadeModuleId: `${PAGES}/home-page.tsx`,
  }),
  chunk('leave-page.js', ['/app/src/features/leave/leave-page.tsx'], ['grid.js', 'picker.js'], {
    facadeModuleId: '/app/src/features/leave/leave-page.tsx',
  }),
  chunk('button.js', ['/nm/antd-mobile/button.js', '/nm/antd-mobile/native-props.js']),
  chunk('http.js', ['/app/src/platform/http.ts'], ['react.js']),
  chunk('query.js', ['/nm/query/query.js'], ['query-core.js']),
  chunk('query-core.js', ['/nm/query/core.js']),
  chunk('grid.js', ['/nm/antd-mobile/grid.js']),
  chunk('picker.js', ['/nm/antd-mobile/picker.js']),
];

/** `count` more screens, each loading the page frame (and through it the back button). */
const screensWithFrame = (count) => [
  ...Array.from({ length: count }, (_, i) =>
    chunk(`screen-${i}.js`, [`/app/src/features/s${i}/page.tsx`], ['frame.js'], { isDynamicEntry: true }),
  ),
  chunk('frame.js', ['/app/src/ui/page.tsx'], ['back.js']),
  chunk('back.js', ['/app/src/ui/use-go-back.ts']),
];

describe('kitPlan', () => {
  it("puts what login loads beside the entry in one kit, and what home adds in another, without the pages' own chunks", () => {
    const plan = kitPlan(FIRST_PASS);
    expect(plan.shell.sort()).toEqual(['/app/src/app/shell.tsx', '/app/src/main.tsx', '/nm/react/index.js']);
    expect(plan['kit-login'].sort()).toEqual([
      '/app/src/platform/http.ts',
      '/nm/antd-mobile/button.js',
      '/nm/antd-mobile/native-props.js',
    ]);
    // Home's imports of its imports count; the button is login's already; the picker is another screen's.
    expect(plan['kit-home'].sort()).toEqual([
      '/nm/antd-mobile/grid.js',
      '/nm/query/core.js',
      '/nm/query/query.js',
    ]);
  });

  it(`adds to the home kit what ${SHARED_BY} other screens load, and not what fewer load`, () => {
    const plan = kitPlan([...FIRST_PASS, ...screensWithFrame(SHARED_BY)]);
    expect(plan['kit-home']).toEqual(
      expect.arrayContaining(['/app/src/ui/page.tsx', '/app/src/ui/use-go-back.ts']),
    );
    expect(plan['kit-home']).not.toContain('/app/src/features/s0/page.tsx');
    const fewer = kitPlan([...FIRST_PASS, ...screensWithFrame(SHARED_BY - 1)]);
    expect(fewer['kit-home']).not.toContain('/app/src/ui/page.tsx');
    expect(fewer['kit-home']).not.toContain('/nm/antd-mobile/picker.js');
  });

  it('stops the build when it cannot find the login or the home page', () => {
    const withoutHome = FIRST_PASS.filter((c) => c.fileName !== 'home-page.js');
    expect(() => kitPlan(withoutHome)).toThrow(/one home page chunk, found 0/);
    const twoEntries = [...FIRST_PASS, chunk('other.js', [], [], { isEntry: true })];
    expect(() => kitPlan(twoEntries)).toThrow(/one entry chunk, found 2/);
  });
});

describe('checkKits', () => {
  const SECOND_PASS = [
    chunk('index-Abcd1234.js', ['/app/src/main.tsx'], [], { isEntry: true }),
    chunk(
      'login-page-Abcd1234.js',
      [`${PAGES}/login-page.tsx`],
      ['kit-login-Ab-d1234.js', 'index-Abcd1234.js'],
      {
        facadeModuleId: `${PAGES}/login-page.tsx`,
      },
    ),
    chunk(
      'home-page-Abcd1234.js',
      [`${PAGES}/home-page.tsx`],
      ['kit-login-Ab-d1234.js', 'kit-home-Abcd1234.js'],
      {
        facadeModuleId: `${PAGES}/home-page.tsx`,
      },
    ),
    chunk('kit-login-Ab-d1234.js', ['/nm/antd-mobile/button.js'], ['index-Abcd1234.js']),
    chunk('kit-home-Abcd1234.js', ['/nm/query/query.js'], ['kit-login-Ab-d1234.js']),
  ];

  it('passes a build whose first screens load their kits and pages', () => {
    expect(() => checkKits(SECOND_PASS)).not.toThrow();
  });

  it('stops a build in which a screen loads files beside its kit', () => {
    const split = SECOND_PASS.map((c) =>
      c.fileName.startsWith('home-page') ? { ...c, imports: [...c.imports, 'grid-Abcd1234.js'] } : c,
    );
    expect(() => checkKits([...split, chunk('grid-Abcd1234.js', ['/nm/antd-mobile/grid.js'])])).toThrow(
      /the kits did not form: .*"grid"/,
    );
  });
});
