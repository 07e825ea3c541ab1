// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.tsbuild/**', 'data/**', '**/migrations/**', '**/test-results/**', '**/playwright-report/**', '**/.__mf__temp/**', '.e2e-mf-settings-v2/**'] },
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
      // The kit and contracts are shared one entry at a time (vite.federation.ts): import the entry
      // that owns a name, so a page loads only the entries it uses. The packages have no root.
      'no-restricted-imports': ['error', {
        paths: ['@scriptorium/shared-kit', '@scriptorium/contracts'].map((name) => ({
          name,
          message: `${name} has no root: import from the entry that exports the name (${name}/core, …; see its package.json "exports").`,
        })),
      }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
