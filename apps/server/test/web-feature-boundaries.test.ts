import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The web app's features never import each other (eslint.config.js, `npm run lint:boundaries`):
 * what they share lives in components/ or lib/, and the pages in app/ compose them.
 */
describe('web feature boundaries', () => {
  it('has no feature importing another feature', async () => {
    const { featuresDir } = await import(resolve(root, 'eslint.config.js'));
    const eslint = new ESLint({ cwd: root });
    const results = await eslint.lintFiles([featuresDir as string]);
    const problems = results.flatMap((result) =>
      result.messages
        .filter((m) => m.ruleId === 'no-restricted-imports')
        .map((m) => `${relative(root, result.filePath)}:${m.line} ${m.message}`),
    );
    expect(problems).toEqual([]);
    expect(results.length).toBeGreaterThan(100);
  }, 120_000);

  it.each([
    ['library/components/row.tsx', "import { x } from '@/features/cover-letters/api/cover-letters';", 1],
    ['library/components/row.tsx', "import type { X } from '@/features/jobs/api/jobs';", 1],
    ['library/components/row.tsx', "export { x } from '@/features/presets';", 1],
    ['library/components/row.tsx', "import { x } from '../../jobs/api/jobs';", 1],
    ['marketing/landing/components/row.tsx', "import { x } from '../../../billing/api/billing';", 1],
    ['library/components/row.tsx', "import { x } from '@/features/library/api/cover-letters';", 0],
    ['library/components/row.tsx', "import { x } from '../lib/dates';", 0],
    ['marketing/landing/components/row.tsx', "import { x } from '../../components/section-heading';", 0],
    ['jobs/components/row.test.tsx', "import { x } from '@/app/cover-letter-form';", 0],
    ['library/components/row.tsx', "import { x } from '@/components/ui/button';", 0],
    ['library/components/row.tsx', "import { x } from '@/lib/paths';", 0],
    ['library/components/row.tsx', "import { x } from '@jobpeel/contract';", 0],
  ])('in %s, %s gives %i problem(s)', async (file, code, expected) => {
    const eslint = new ESLint({ cwd: root });
    const [result] = await eslint.lintText(code, { filePath: resolve(root, 'apps/web/src/features', file) });
    const problems = result?.messages.filter((m) => m.ruleId === 'no-restricted-imports') ?? [];
    expect(problems).toHaveLength(expected);
  });
});
