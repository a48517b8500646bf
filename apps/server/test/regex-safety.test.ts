import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Issue 17 item 1: no regular expression in the apps or the contract may backtrack
 * super-linearly (ReDoS). ESLint with eslint-plugin-regexp checks every pattern (eslint.config.js
 * at the root, which only holds these rules); Biome remains the linter for everything else.
 */
describe('regular expressions are linear', () => {
  it('has no super-linear backtracking or moves in apps/server, apps/web and packages/contract', async () => {
    const { regexSafetyFiles } = await import(resolve(root, 'eslint.config.js'));
    const eslint = new ESLint({ cwd: root });
    const results = await eslint.lintFiles(regexSafetyFiles as string[]);
    const problems = results.flatMap((result) =>
      result.messages.map(
        (m) => `${relative(root, result.filePath)}:${m.line}:${m.column} ${m.ruleId ?? ''} ${m.message}`,
      ),
    );
    expect(problems).toEqual([]);
    expect(results.length).toBeGreaterThan(100);
  }, 120_000);
});
