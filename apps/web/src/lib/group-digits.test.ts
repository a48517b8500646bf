import { groupDigits } from '@jobpeel/contract';
import { describe, expect, it } from 'vitest';

// The contract's helper (packages/contract/src/text.ts); the contract has no test project of its own.
describe('groupDigits', () => {
  it('writes numbers as en-US does', () => {
    for (const value of [0, 7, 999, 1000, 12_345, 100_000, 1_234_567, -4200]) {
      expect(groupDigits(value)).toBe(value.toLocaleString('en-US'));
    }
  });
});
