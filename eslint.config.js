// ESLint runs one job here: refusing regular expressions that can backtrack super-linearly
// (ReDoS, docs/decisions/0016). Biome is the linter for everything else.
// apps/server/test/regex-safety.test.ts runs it inside the suite; `npm run lint:regex` by hand.
import tsParser from '@typescript-eslint/parser';
import regexp from 'eslint-plugin-regexp';

export const regexSafetyRules = {
  'regexp/no-super-linear-backtracking': 'error',
  'regexp/no-super-linear-move': 'error',
  'regexp/no-misleading-capturing-group': 'error',
};

export const regexSafetyFiles = [
  'apps/server/src',
  'apps/web/src',
  'packages/contract/src',
  'packages/engine/src',
];

export default [
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    ignores: ['**/dist/**', '**/node_modules/**'],
    languageOptions: { parser: tsParser, ecmaVersion: 'latest', sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    plugins: { regexp },
    rules: regexSafetyRules,
  },
];
