import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/** Rules about values typed `any`: off in tests, where response bodies (supertest, Playwright) are `any` by design and the assertions check them. */
const UNSAFE_ANY_RULES = ['no-unsafe-assignment', 'no-unsafe-member-access', 'no-unsafe-argument', 'no-unsafe-call', 'no-unsafe-return'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  // Type-aware: catches floating and misused promises, `any` leaking out of untyped calls, and
  // assertions that no longer do anything. Each file is checked against its own package's tsconfig.
  ...tseslint.configs.recommendedTypeChecked,
  { languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } } },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Off: an `async` method that implements a Promise-returning interface (gateways, Apollo
      // plugins, fetch stubs) turns a throw into a rejection, which is what its callers handle.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['**/*.mjs', '**/*.cjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.mjs', '**/*.cjs'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        fetch: 'readonly',
        globalThis: 'readonly',
        module: 'writable',
        require: 'readonly',
      },
    },
  },
  {
    files: ['server/test/**', '**/*.spec.ts', '**/*.test.ts', '**/*.test.tsx', 'e2e/**', '**/src/test/**'],
    rules: {
      ...Object.fromEntries(UNSAFE_ANY_RULES.map((rule) => [`@typescript-eslint/${rule}`, 'off'])),
      // fetch stubs stringify the URLs and bodies the app passes as strings.
      '@typescript-eslint/no-base-to-string': 'off',
    },
  },
  {
    files: ['customer-web/**/*.tsx', 'admin-console/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
