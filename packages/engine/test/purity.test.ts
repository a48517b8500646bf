/**
 * The engine is pure (docs/decisions/0020): no Node built-ins, no network or file access, no clock
 * or randomness, and no imports from the apps. Any client can run it; the same input gives the
 * same output.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = new URL('../src/', import.meta.url).pathname;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('the engine package', () => {
  it('imports nothing that does I/O and nothing from the apps, and never reads the clock or dice', () => {
    const problems: string[] = [];
    for (const file of files(src)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/^(?:import|export)\b[^;]*? from '([^']+)'/gm)) {
        const target = m[1]!;
        if (!target.startsWith('.') && target !== '@jobpeel/contract')
          problems.push(`${file}: imports ${target}`);
      }
      if (/\b(?:Date\.now|new Date\(|Math\.random|process\.|fetch\(|require\()/.test(text))
        problems.push(`${file}: uses the clock, randomness, the process or the network`);
    }
    expect(problems).toEqual([]);
  });
});
