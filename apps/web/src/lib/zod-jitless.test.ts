import { describe, expect, it } from 'vitest';
import './zod-jitless';

describe('zod-jitless', () => {
  it('turns on zod jitless parsing without importing zod first', async () => {
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
