import { describe, expect, it } from 'vitest';
import { checkKits, kitPlan, SHARED_BY, SMALL_BYTES, SMALL_SHARED_BY } from './kits.mjs';

const PAGES = '/app/src/features/account/pages';
const chunk = (fileName, modules, imports = [], extra = {}) => ({
  fileName,
  modules: Object.fromEntries(modules.map((id) => [id, {}])),
  imports,
  isEntry: false,
  facadeModuleId: null,
  code: 'x'.repeat(100),
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

/** `count` more screens, each loading the chunks `imports`. */
const screensUsing = (count, name, imports) =>
  Array.from({ length: count }, (_, i) =>
    chunk(`${name}-${i}.js`, [`/app/src/features/${name}${i}/page.tsx`], imports, { isDynamicEntry: true }),
  );

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

  it(`puts small chunks that ${SMALL_SHARED_BY} screens share in kit-small, and not larger or less shared ones`, () => {
    const plan = kitPlan([
      ...FIRST_PASS,
      ...screensUsing(SMALL_SHARED_BY, 'forms', ['status.js', 'format.js', 'large.js']),
      ...screensUsing(SMALL_SHARED_BY - 1, 'rare', ['rare.js']),
      chunk('status.js', ['/app/src/features/leave/status.ts']),
      // An import of a chunk in the kits stays where it is.
      chunk('format.js', ['/app/src/ui/format.ts'], ['grid.js']),
      chunk('large.js', ['/app/src/ui/large.tsx'], [], { code: 'x'.repeat(SMALL_BYTES + 1) }),
      chunk('rare.js', ['/app/src/ui/rare.ts']),
    ]);
    expect(plan['kit-small'].sort()).toEqual(['/app/src/features/leave/status.ts', '/app/src/ui/format.ts']);
    expect(plan['kit-home']).toContain('/nm/antd-mobile/grid.js');
  });

  it('keeps a small chunk out of kit-small when it imports a chunk outside the kits, which the group would pull in', () => {
    const plan = kitPlan([
      ...FIRST_PASS,
      ...screensUsing(SMALL_SHARED_BY, 'forms', ['row.js', 'label.js']),
      chunk('row.js', ['/app/src/ui/row.tsx'], ['label.js']),
      chunk('label.js', ['/app/src/ui/label.tsx'], ['large.js']),
      chunk('large.js', ['/app/src/ui/large.tsx'], [], { code: 'x'.repeat(SMALL_BYTES + 1) }),
    ]);
    // The label needs the large chunk, so it stays out, and so does the row that needs the label.
    expect(plan['kit-small']).toEqual([]);
    const withoutLarge = kitPlan([
      ...FIRST_PASS,
      ...screensUsing(SMALL_SHARED_BY, 'forms', ['row.js', 'label.js']),
      chunk('row.js', ['/app/src/ui/row.tsx'], ['label.js']),
      chunk('label.js', ['/app/src/ui/label.tsx'], ['button.js']),
    ]);
    // A small chunk whose import is small too joins with it.
    expect(withoutLarge['kit-small'].sort()).toEqual(['/app/src/ui/label.tsx', '/app/src/ui/row.tsx']);
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
