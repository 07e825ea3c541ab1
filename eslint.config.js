// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';

/** The browser workspaces; each is deployed alone and shares code only through the kit and contracts. */
const FRONTENDS = ['shell', 'mf-auth', 'mf-orders', 'mf-users', 'mf-payments', 'mf-settings'];
const WORKSPACES = [...FRONTENDS, 'shared-kit', 'contracts', 'api', 'e2e'];

/**
 * Texts a person reads come from the workspace's catalogue (docs/architecture.md Languages): in the
 * frontends' components, letters written as JSX text, as a text-bearing attribute (`title="Save"`) or as
 * a literal or template in JSX children fail. The product's name is the one word allowed.
 */
const TEXT_ATTRIBUTES =
  'title|placeholder|label|aria-label|alt|okText|cancelText|description|message|content|tooltip|extra|emptyText|subTitle|addonBefore|addonAfter|checkedChildren|unCheckedChildren|help';
const WORDS = '[A-Z][a-z]|[a-z]{2,} [a-z]';
const LITERAL_TEXT = [
  { selector: 'JSXText[value=/[A-Za-z]{2,}/]:not([value=/^\\s*Scriptorium\\s*$/])', what: 'JSX' },
  {
    selector: `JSXAttribute[name.name=/^(${TEXT_ATTRIBUTES})$/] > Literal[value=/${WORDS}/]`,
    what: 'a text attribute',
  },
  {
    selector: `JSXAttribute[name.name=/^(${TEXT_ATTRIBUTES})$/] > JSXExpressionContainer > Literal[value=/${WORDS}/]`,
    what: 'a text attribute',
  },
  { selector: `JSXExpressionContainer > Literal[value=/${WORDS}/]`, what: 'JSX' },
  {
    selector: `JSXElement > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/${WORDS}/]`,
    what: 'JSX',
  },
].map(({ selector, what }) => ({
  selector,
  message: `Text a person reads, written in ${what}: put it in the workspace's catalogue (src/i18n/locales/en.json and sw.json) and show it with useT.`,
}));

/** What each workspace may import of the others (docs/architecture.md The parts: imports flow one way). */
const MAY_IMPORT = {
  ...Object.fromEntries(FRONTENDS.map((w) => [w, ['shared-kit', 'contracts']])),
  'shared-kit': ['contracts'],
  contracts: [],
  api: ['contracts'],
  e2e: ['contracts'],
};

const featuresOf = (workspace) => {
  try {
    return readdirSync(`${workspace}/src/features`, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
};

/**
 * bulletproof-react's zones, per workspace: a workspace imports no workspace it may not; a feature
 * imports another feature only through that feature's `index.ts` (its public surface) and never the
 * composition above it (`src/app`, `src/routes.tsx`); shared code (`src/lib`, `src/components`)
 * imports no feature. Generated from the folders, so a new feature is covered when it is created.
 */
const zones = WORKSPACES.flatMap((w) => {
  const others = WORKSPACES.filter((o) => o !== w && !MAY_IMPORT[w].includes(o));
  const src = `./${w}/src`;
  const features = featuresOf(w);
  return [
    ...others.map((o) => ({
      target: `./${w}`,
      from: `./${o}`,
      message: `${w} may import only ${MAY_IMPORT[w].join(', ') || 'itself'}.`,
    })),
    ...features.flatMap((f) => [
      ...features
        .filter((g) => g !== f)
        .map((g) => ({
          target: `${src}/features/${f}`,
          from: `${src}/features/${g}`,
          except: ['./index.ts'],
          message: `Import feature "${g}" through its index.ts, or move what both need to src/lib or the kit.`,
        })),
      {
        target: `${src}/features/${f}`,
        from: [`${src}/app`, `${src}/routes.tsx`, `${src}/main.tsx`],
        message: 'A feature never imports the composition above it.',
      },
    ]),
    {
      target: [`${src}/lib`, `${src}/components`],
      from: [`${src}/features`, `${src}/app`],
      message: 'Shared code imports no feature.',
    },
  ];
});

const RESTRICTED_IMPORTS = [
  ...['@scriptorium/shared-kit', '@scriptorium/contracts'].map((name) => ({
    name,
    message: `${name} has no root: import from the entry that exports the name (${name}/core, …; see its package.json "exports").`,
  })),
  // One query cache for the whole app: outside the kit, TanStack Query comes through its singleton entry.
  {
    name: '@tanstack/react-query',
    message: "Import it from @scriptorium/shared-kit/data (the app's one query cache).",
  },
];

/**
 * The API's layers, one way: routes → services → core → db, with plugins as thin Fastify adapters over
 * core and lib as shared helpers (docs/architecture.md The API's layers). app.ts (and server.ts, the
 * CLIs' roots) compose them; nothing imports them back. Tests are exempt, as for the frontends.
 */
const API_SRC = './api/src';
const apiPaths = (...names) => names.map((n) => `${API_SRC}/${n}`);
const API_ROOTS = apiPaths('app.ts', 'server.ts', 'openapi-cli.ts');
const API_ZONES = [
  {
    target: `${API_SRC}/db`,
    from: [...apiPaths('core', 'services', 'routes', 'plugins', 'lib'), ...API_ROOTS],
    message: 'api/src/db is the bottom layer: it imports no layer above it.',
  },
  {
    target: `${API_SRC}/core`,
    from: [...apiPaths('services', 'routes', 'plugins', 'lib'), ...API_ROOTS],
    message: 'api/src/core imports only db, contracts and libraries (no services, routes, plugins, lib or the app).',
  },
  {
    target: `${API_SRC}/services`,
    from: [...apiPaths('routes', 'plugins'), ...API_ROOTS],
    message:
      'A service takes its dependencies (ServiceDeps): it imports core, db and lib, never routes, plugins or the app.',
  },
  {
    target: `${API_SRC}/plugins`,
    from: [...apiPaths('services', 'routes'), ...API_ROOTS],
    message: 'A plugin adapts core to Fastify: what needs a service is wired in app.ts.',
  },
  {
    target: `${API_SRC}/lib`,
    from: [...apiPaths('services', 'routes', 'plugins'), ...API_ROOTS],
    message: 'api/src/lib is shared helpers: it imports no services, routes, plugins or the app.',
  },
  {
    target: `${API_SRC}/routes`,
    from: [...apiPaths('plugins'), ...API_ROOTS],
    message: 'Routes import services, core, lib and contracts; plugins are wired in app.ts.',
  },
];

/**
 * Tooling outside the workspaces: federation/ (the build configuration every workspace's vite.config.ts
 * loads), bench/ and scripts/. They reach a workspace through its package entries, never its internals.
 * - A workspace's shipped `src` does not import federation/: it is build configuration, not a package.
 *   The one declared exception is `src/fragments.tsx`, the build-time input federation/prerender.ts renders
 *   to HTML after a build (never part of the bundle): it takes the prerender contract
 *   (FragmentSource, the shell's SCREEN_SLOT and guest frames) from federation/prerender.ts and nothing else.
 * - federation/ imports contracts and the kit through their entries (`contracts/src/entries/*`), by file
 *   path: Vite's config loader leaves every bare package name to Node, which cannot load a TypeScript
 *   package, and so `@scriptorium/contracts/core` cannot be named there.
 * - bench/ and scripts/ import no workspace's `src` (package entries, or a workspace's command, instead);
 *   bench/single-build is the exception: a build of every workspace's sources as one app, which, like each
 *   workspace's vite.config.ts, starts from their source.
 */
const WORKSPACE_SRC = WORKSPACES.map((w) => ({ w, src: `./${w}/src` }));
const FEDERATION = './federation';
const FRONTEND_ZONES = FRONTENDS.map((w) => ({
  target: `./${w}/src`,
  from: FEDERATION,
  message:
    'federation/ is build configuration: shipped code does not import it (src/fragments.tsx, the prerender input, may take federation/prerender.ts).',
}));
const FRAGMENT_ZONES = FRONTENDS.map((w) => ({
  target: `./${w}/src/fragments.tsx`,
  from: FEDERATION,
  except: ['./prerender.ts'],
  message: 'src/fragments.tsx may import only federation/prerender.ts of federation/.',
}));
const FEDERATION_ZONES = WORKSPACE_SRC.map(({ w, src }) => ({
  target: FEDERATION,
  from: src,
  ...(w === 'contracts' || w === 'shared-kit' ? { except: ['./entries'] } : {}),
  message: `federation/ imports ${w} through its package entries (${w === 'contracts' || w === 'shared-kit' ? `${src}/entries/*, by file path` : 'none: it is not a package federation uses'}).`,
}));
const TOOLING_ZONES = ['./bench', './scripts'].flatMap((target) =>
  WORKSPACE_SRC.map(({ w, src }) => ({
    target,
    from: src,
    message: `${target.slice(2)}/ imports no ${w} internals: use its package entries or run its command.`,
  })),
);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.tsbuild/**',
      'data/**',
      '**/migrations/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.__mf__temp/**',
      '.e2e-mf-settings-v2/**',
      '**/.harness/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      // The kit and contracts are shared one entry at a time (federation/vite-config.ts): import the entry
      // that owns a name, so a page loads only the entries it uses. The packages have no root.
      'no-restricted-imports': ['error', { paths: RESTRICTED_IMPORTS }],
    },
  },
  { files: ['shared-kit/src/**'], rules: { 'no-restricted-imports': 'off' } },
  {
    // A remote loads every share it consumes when it starts: mf-auth serves the sign-in page, which
    // must not download the query cache (its 350 KB gzip budget, docs/benchmarks.md).
    files: ['mf-auth/src/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...RESTRICTED_IMPORTS,
            {
              name: '@scriptorium/shared-kit/data',
              message: 'mf-auth serves the sign-in page: consuming the data entry would put TanStack Query on it.',
            },
          ],
        },
      ],
    },
  },
  {
    // Every text a person reads is in a catalogue (LITERAL_TEXT above); dev harnesses and tests aside.
    files: [...FRONTENDS, 'shared-kit'].map((w) => `${w}/src/**/*.tsx`),
    ignores: ['**/*.test.tsx', '**/testing/**', '**/harness/**', '**/fragments.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...LITERAL_TEXT] },
  },
  {
    // Tests may compose the app (a bell test renders the layout it sits in); shipped code may not.
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', '**/test/**'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } })] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones }] },
  },
  {
    // A workspace's shipped src does not import federation/ (build configuration); src/fragments.tsx
    // takes only federation/prerender.ts (TOOLING comment above).
    files: FRONTENDS.map((w) => `${w}/src/**/*.{ts,tsx}`),
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', '**/test/**'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...zones, ...FRONTEND_ZONES] }] },
  },
  {
    files: FRONTENDS.map((w) => `${w}/src/fragments.tsx`),
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...zones, ...FRAGMENT_ZONES] }] },
  },
  {
    // federation/ through the entries; bench/ and scripts/ through package entries (bench/single-build aside).
    files: ['federation/**/*.ts', 'bench/**/*.{ts,tsx,mjs}', 'scripts/**/*.mjs'],
    ignores: ['**/*.test.ts', 'bench/single-build/**'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } })] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...FEDERATION_ZONES, ...TOOLING_ZONES] }] },
  },
  {
    // No import loops: a module that (through others) imports itself runs before its own imports are
    // ready, and two parts that need each other are one part.
    files: [
      ...[...FRONTENDS, 'shared-kit', 'contracts', 'api'].map((w) => `${w}/**/*.{ts,tsx}`),
      'federation/**/*.ts',
      'bench/**/*.{ts,tsx,mjs}',
      'scripts/**/*.mjs',
    ],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } })],
      // The files import-x reads to follow imports (by default only .js: a loop through .ts files went unseen).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The API's layers (API_ZONES above), on top of the workspace zones; tests are exempt.
    files: ['api/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...zones, ...API_ZONES] }] },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
