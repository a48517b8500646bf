// ESLint runs two jobs here; Biome is the linter for everything else.
// 1. Refusing regular expressions that can backtrack super-linearly (ReDoS, docs/decisions/0016):
//    apps/server/test/regex-safety.test.ts runs it inside the suite; `npm run lint:regex` by hand.
// 2. Keeping the web app's features apart: a feature imports components/, lib/, app/, the contract
//    and its own folder, never another feature, so each can change (or go) alone and the pages in
//    app/ compose them. apps/server/test/web-feature-boundaries.test.ts runs it inside the suite;
//    `npm run lint:boundaries` by hand.
import { readdirSync } from 'node:fs';
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

export const featuresDir = 'apps/web/src/features';
const features = readdirSync(new URL(`./${featuresDir}`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Deep enough for every file under a feature (marketing/landing/components/x.tsx is depth 2). */
const MAX_FEATURE_DEPTH = 6;

/**
 * One block per feature and folder depth: the `@/features/...` alias may only name the feature
 * itself, and a relative import may not climb out of it (`../` once more than the file is deep).
 * The rule's options are not merged across blocks, so each block carries both patterns.
 */
export const featureBoundaryBlocks = features.flatMap((feature) =>
  Array.from({ length: MAX_FEATURE_DEPTH + 1 }, (_, depth) => ({
    files: [`${featuresDir}/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^@/features/(?!${feature}(?:/|$))`,
              message: `Features do not import each other: move what '${feature}' shares to components/ or lib/, or compose the features in app/ (a page, or slots passed as props).`,
            },
            {
              regex: `^(?:\\.\\./){${depth + 1}}`,
              message: `This climbs out of '${feature}': import shared code through '@/components/...', '@/lib/...' or '@/app/...'.`,
            },
          ],
        },
      ],
    },
  })),
);

export default [
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    ignores: ['**/dist/**', '**/node_modules/**'],
    languageOptions: { parser: tsParser, ecmaVersion: 'latest', sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    plugins: { regexp },
    rules: regexSafetyRules,
  },
  ...featureBoundaryBlocks,
];
