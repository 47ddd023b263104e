import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkTree, importsOf, violation } from './check-imports.mjs';

describe('web app layers', () => {
  it('lets a feature use its own files, ui/, platform/ and another feature through its index', () => {
    expect(violation('features/leave/pages/leave-view-page', '../components/leave-page')).toBeNull();
    expect(violation('features/leave/pages/leave-view-page', '../../../ui/page')).toBeNull();
    expect(violation('features/leave/pages/leave-view-page', '../../../platform/paths')).toBeNull();
    expect(violation('features/leave/pages/leave-view-page', '../../approvals')).toBeNull();
    expect(violation('features/leave/pages/leave-view-page', '../../approvals/index')).toBeNull();
    expect(violation('features/leave/pages/leave-view-page', 'react-router')).toBeNull();
  });

  it("refuses a feature reaching into another feature's internals", () => {
    expect(
      violation('features/leave/pages/leave-view-page', '../../approvals/components/audit-trail'),
    ).toMatch(/features\/approvals\/index\.ts/);
    // A sibling folder of the same name as a feature is the feature's own, not the other feature.
    expect(violation('features/calculators/pages/annual-leave-page', '../leave/leave-field')).toBeNull();
    expect(violation('features/approvals/length', '../leave/format')).toMatch(/feature "leave"/);
  });

  it('refuses imports of app/ from features, ui/ and platform/, and of features from ui/ and platform/', () => {
    expect(violation('features/account/pages/home-page', '../../../app/routes')).toMatch(/app\//);
    expect(violation('ui/page', '../app/router')).toMatch(/app\//);
    expect(violation('platform/http', '../features/account')).toMatch(/platform\/ imports a feature/);
    expect(violation('ui/page', '../features/account/menu')).toMatch(/ui\/ imports a feature/);
  });

  it('lets app/ and main compose everything', () => {
    expect(violation('app/routes', '../features/leave/pages/leave-request-form-page')).toBeNull();
    expect(violation('main', './app/router')).toBeNull();
  });

  it('reads static, side-effect, re-export and dynamic imports', () => {
    const source = [
      "import a from './a';",
      "import './b.css';",
      "export { c } from '../c';",
      "const d = lazy(() => import('../../d'));",
      "import type { E } from './e';",
    ].join('\n');
    expect(importsOf(source)).toEqual(['./a', './b.css', '../c', '../../d', './e']);
  });
});

describe('the checker on a tree', () => {
  let root;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const write = (path, text) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };

  it('names each file and import that breaks a rule', () => {
    root = mkdtempSync(join(tmpdir(), 'layers-'));
    write('app/routes.tsx', "export const r = () => import('../features/a/pages/p');");
    write(
      'features/a/pages/p.tsx',
      "import { Page } from '../../../ui/page';\nimport { x } from '../../b/x';",
    );
    write('features/b/x.ts', "import { r } from '../../app/routes';\nexport const x = r;");
    write('features/b/index.ts', "export { x } from './x';");
    write('ui/page.tsx', 'export const Page = 1;');
    const problems = checkTree(root);
    expect(problems).toHaveLength(2);
    expect(problems.find((p) => p.includes('pages/p.tsx:'))).toMatch(
      /'..\/..\/b\/x' - reaches into feature "b"/,
    );
    expect(problems.find((p) => p.includes('b/x.ts:'))).toMatch(/imports app\//);
  });

  it('finds nothing wrong in the web app itself', () => {
    root = mkdtempSync(join(tmpdir(), 'layers-'));
    const here = dirname(fileURLToPath(import.meta.url));
    expect(checkTree(join(here, '..', 'apps', 'web', 'src'))).toEqual([]);
  });
});
