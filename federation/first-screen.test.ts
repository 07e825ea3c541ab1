import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREENS, screensOf } from '../contracts/src/routes.js';
import type { RemoteName } from '../contracts/src/config.js';
import {
  hostFirstScreen,
  kitLazyComponents,
  kitLazyDir,
  lazyProperties,
  remoteFirstScreen,
  routeScreens,
  valueImports,
  type ChunkInfo,
} from './first-screen.js';

const root = join(import.meta.dirname, '..');
const REMOTES = ['mf-auth', 'mf-orders', 'mf-users', 'mf-payments', 'mf-settings'];

const chunk = (fileName: string, o: Partial<ChunkInfo> = {}): [string, ChunkInfo] => [
  fileName,
  { fileName, imports: [], dynamicImports: [], facadeModuleId: null, moduleIds: [], ...o },
];

describe('routeScreens', () => {
  it.each(REMOTES)("places the screen of every route of %s's routes.tsx", (remote) => {
    const file = join(root, remote, 'src/routes.tsx');
    const screens = routeScreens(file);
    // Its screen map's ids, in order, at the route table's paths: every screen of the remote.
    const ids = [...readFileSync(file, 'utf8').matchAll(/^\s*'([\w.-]+)': /gm)].map((m) => m[1]);
    expect(screens.map((s) => s.path)).toEqual(ids.map((id) => SCREENS.find((s) => s.id === id)?.path));
    expect(ids.toSorted()).toEqual(
      screensOf(remote.replace('-', '_') as RemoteName)
        .map((s) => s.id)
        .toSorted(),
    );
    for (const { path, file: screen } of screens)
      expect(existsSync(screen) || existsSync(screen.replace(/\.tsx$/, '.ts')), `${path} → ${screen}`).toBe(true);
  });

  it('reads inline and named lazy imports, and refuses a screen it cannot place', () => {
    const file = '/r/src/routes.tsx';
    const code = `const a = () => import('./A.js');
      const STAFF = ['admin', 'writer'] as ('admin' | 'writer')[];
      const routes = [{ path: '/a', roles: ['client'], lazy: a }, {
        path: '/b/:id',
        roles: STAFF,
        lazy: () => import('./features/B.js'),
      }, { path: '/c', lazy: a }];`;
    expect(routeScreens(file, code)).toEqual([
      { path: '/a', roles: ['client'], file: '/r/src/A.tsx' },
      { path: '/b/:id', roles: ['admin', 'writer'], file: '/r/src/features/B.tsx' },
      { path: '/c', roles: null, file: '/r/src/A.tsx' },
    ]);
    expect(() => routeScreens(file, `const routes = [{ path: '/c', lazy: pick() }];`)).toThrow(/route \/c/);
    expect(() =>
      routeScreens(file, `const routes = [{ path: '/c', roles: rolesOf(), lazy: () => import('./C.js') }];`),
    ).toThrow(/roles of route \/c/);
  });

  it("reads a screen map by route id, with the route table's paths and roles", () => {
    const code = `const screens = { 'payments.home': () => import('./features/Home.js'), 'payments.writer-dashboard': dashboard };
      const dashboard = () => import('./features/Dashboard.js');
      export default { name: 'mf_payments', screens, routes: routeListOf('mf_payments', screens) };`;
    expect(routeScreens('/r/src/routes.tsx', code)).toEqual([
      { path: '/payments', roles: ['admin'], file: '/r/src/features/Home.tsx' },
      { path: '/writer/dashboard', roles: ['writer'], file: '/r/src/features/Dashboard.tsx' },
    ]);
    expect(() => routeScreens('/r/src/routes.tsx', `const screens = { 'payments.home': pick() };`)).toThrow(
      /route payments.home/,
    );
  });

  it("reads the shell's lazy layouts", () => {
    expect(
      lazyProperties(
        '/s/ShellRoot.tsx',
        `const L = { auth: AuthLayout, guest: lazy(() => import('./GuestLayout.js')) };`,
      ),
    ).toEqual(new Map([['guest', '/s/GuestLayout.tsx']]));
  });
});

describe('remoteFirstScreen', () => {
  it("lists the entry's start-up chunks once and, per route, its screen's static imports and the shares they take", () => {
    const routesFile = '/r/src/routes.tsx';
    const chunks = new Map([
      chunk('remoteEntry.js', {
        imports: ['assets/dist-1.js'],
        dynamicImports: [
          'assets/_virtual_mf-localSharedImportMap-1.js',
          'assets/routes-1.js',
          'assets/react-fallback-1.js',
        ],
      }),
      chunk('assets/dist-1.js'),
      chunk('assets/_virtual_mf-localSharedImportMap-1.js', { dynamicImports: ['assets/react-fallback-1.js'] }),
      chunk('assets/react-fallback-1.js'),
      chunk('assets/routes-1.js', {
        facadeModuleId: routesFile,
        imports: ['assets/dist-1.js'],
        dynamicImports: ['assets/A-1.js', 'assets/B-1.js'],
      }),
      chunk('assets/A-1.js', {
        facadeModuleId: '/r/src/A.tsx',
        imports: ['assets/wrap-1.js', 'assets/dist-1.js'],
        dynamicImports: ['assets/Panel-1.js'],
      }),
      chunk('assets/wrap-1.js', {
        moduleIds: [
          '\0virtual:mf__x__loadShare__antd_mf_1_es_mf_1_form__loadShare__.js',
          '\0virtual:mf__x__loadShare___mf_0_scriptorium_mf_1_shared_mf_2_kit_mf_1_ui__loadShare__',
        ],
      }),
      chunk('assets/Panel-1.js'),
      chunk('assets/B-1.js', { facadeModuleId: '/r/src/B.tsx' }),
    ]);
    const code = `const a = () => import('./A.js'); export default { routes: [{ path: '/a', roles: ['client'], lazy: a }, { path: '/b', lazy: () => import('./B.js') }] };`;
    const list = remoteFirstScreen(chunks, routesFile, routeScreens(routesFile, code));
    expect(list.start).toEqual([
      'assets/dist-1.js',
      'assets/_virtual_mf-localSharedImportMap-1.js',
      'assets/routes-1.js',
    ]);
    expect(list.routes).toEqual([
      {
        path: '/a',
        roles: ['client'],
        files: ['assets/A-1.js', 'assets/wrap-1.js'],
        shares: ['@scriptorium/shared-kit/ui', 'antd/es/form'],
      },
      { path: '/b', files: ['assets/B-1.js'], shares: [] },
    ]);
  });
});

describe('hostFirstScreen', () => {
  it("lists the pending-shares chunk, each provided share's chunks and each layout's, each with its style sheets", () => {
    const chunks = new Map([
      chunk('assets/pendingShares-1.js', { imports: ['assets/helper-1.js'] }),
      chunk('assets/helper-1.js'),
      chunk('assets/form-1.js', {
        moduleIds: ['/n/antd/es/form/index.js', '/n/antd/es/form/Form.js'],
        imports: ['assets/core-1.js'],
        viteMetadata: { importedCss: new Set(['assets/form-1.css']) },
      }),
      chunk('assets/core-1.js', { viteMetadata: { importedCss: new Set(['assets/core-1.css']) } }),
      chunk('assets/ClientLayout-1.js', {
        facadeModuleId: '/s/ClientLayout.tsx',
        imports: ['assets/core-1.js'],
        dynamicImports: ['assets/Later-1.js'],
      }),
    ]);
    const provided = new Map([
      ['antd/es/form', '/n/antd/es/form/index.js'],
      ['antd/es/table', '/n/antd/es/table/index.js'],
    ]);
    expect(hostFirstScreen(chunks, provided, new Map([['client', '/s/ClientLayout.tsx']]))).toEqual({
      start: ['assets/pendingShares-1.js', 'assets/helper-1.js'],
      shares: { 'antd/es/form': ['assets/form-1.js', 'assets/form-1.css', 'assets/core-1.js', 'assets/core-1.css'] },
      layouts: { client: ['assets/ClientLayout-1.js', 'assets/core-1.js', 'assets/core-1.css'] },
      lazy: {},
    });
  });

  it("lists each kit lazy component's chunks, and with a layout those it renders", () => {
    const dir = mkdtempSync(join(tmpdir(), 'first-screen-'));
    const layout = join(dir, 'ClientLayout.tsx');
    writeFileSync(
      layout,
      `import { NavMenu, type NavMenuItem } from '@scriptorium/shared-kit/ui';\nexport default () => null;`,
    );
    const chunks = new Map([
      chunk('assets/pendingShares-1.js'),
      chunk('assets/ClientLayout-1.js', { facadeModuleId: layout, moduleIds: [layout] }),
      chunk('assets/NavMenu-1.js', { facadeModuleId: '/k/navigation/NavMenu.tsx', imports: ['assets/menu-1.js'] }),
      chunk('assets/menu-1.js'),
      chunk('assets/DataTable-1.js', { facadeModuleId: '/k/data-table/DataTable.tsx' }),
    ]);
    const lazy = new Map([
      ['NavMenu', ['/k/navigation/NavMenu.tsx']],
      ['DataTable', ['/k/data-table/DataTable.tsx']],
      ['Unbuilt', ['/k/x/Unbuilt.tsx']],
    ]);
    const list = hostFirstScreen(chunks, new Map(), new Map([['client', layout]]), lazy);
    expect(list.lazy).toEqual({
      NavMenu: ['assets/NavMenu-1.js', 'assets/menu-1.js'],
      DataTable: ['assets/DataTable-1.js'],
    });
    expect(list.layouts.client).toEqual(['assets/ClientLayout-1.js', 'assets/NavMenu-1.js', 'assets/menu-1.js']);
  });
});

describe('the kit lazy components', () => {
  it("maps each of the kit's lazy exports to the modules it loads", () => {
    const lazy = kitLazyComponents(kitLazyDir(join(root, 'shell')));
    const kit = join(root, 'shared-kit/src');
    expect(lazy.get('NavMenu')).toEqual([join(kit, 'navigation/NavMenu.tsx')]);
    expect(lazy.get('Breadcrumbs')).toEqual([join(kit, 'navigation/Breadcrumbs.tsx')]);
    expect(lazy.get('DataTable')).toEqual([join(kit, 'data-table/DataTable.tsx')]);
    for (const [name, modules] of lazy) for (const m of modules) expect(existsSync(m), `${name} → ${m}`).toBe(true);
    expect(lazy.has('lazyComponent')).toBe(false);
  });

  it('reads the value imports of an entry, not its types', () => {
    const code = `import { A, type B, C as D } from 'kit/ui';\nimport type { E } from 'kit/ui';\nimport { F } from 'other';`;
    expect(valueImports('/x.tsx', code, 'kit/ui')).toEqual(['A', 'C']);
  });
});
