import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** What the app's React layer is made of: never in the contract layer or the server. */
const REACT = [
  'react',
  'react-dom',
  'react-dom/*',
  'react-router',
  '@tanstack/react-query',
  '@tanstack/react-table',
];

export default tseslint.config(
  { ignores: ['node_modules', 'dist', '.data', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  { languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } } },
  { files: ['src/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  ...pluginQuery.configs['flat/recommended-strict'],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      // Numbers read fine in a message; objects and unions with undefined are what this rule is for.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `onClick={() => setOpen(true)}` is React's idiom; a void value used anywhere else is still an error.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // `const { dropped, ...kept } = value` is how a field is left out of a copy.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    // The contract layer and src/shared are read by the app, the gateway and the demo API: plain TypeScript and
    // zod, no React, no DOM. (What they and the server may import from src/ is held by scripts/import-graph.test.ts.)
    files: ['src/api/**/*.ts', 'src/shared/**/*.ts'],
    // The query factories are the app's side of the contract (react-query's queryOptions is a typed identity
    // function); the server never imports them.
    ignores: ['src/api/queries.ts', 'src/api/chain-queries.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: REACT, patterns: ['**/components/*', '**/routes/*'] }],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'location'],
    },
  },
  {
    // The server takes from the app only the contract and pure helpers, never its React layer.
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: REACT,
          patterns: [
            {
              group: [
                '**/src/components/*',
                '**/src/main*',
                '**/src/router*',
                '**/src/query-client*',
                '**/Page',
                '**/*.tsx',
              ],
              message: 'The server imports the contract (src/api) and src/shared only.',
            },
          ],
        },
      ],
    },
  },
  {
    // The code reads in small functions (a test's describe block may run longer).
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'max-lines-per-function': ['error', { max: 100 }] },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'],
    rules: {
      // In a test, `x!` on a value the data must hold fails the test at once, which is the point of the test.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Tests read JSON answers (typed any) and check them with expect against exact values: the assertion is the
      // type check, and a type written for each answer would only restate it.
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // A stub written async reads like the function it stands in for, await or not.
      '@typescript-eslint/require-await': 'off',
    },
  },
  // The config files themselves are plain JavaScript, outside the TypeScript project.
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
);
