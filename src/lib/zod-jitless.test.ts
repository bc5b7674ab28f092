import { describe, expect, it } from 'vitest';

describe('zod without its eval probe', () => {
  it('is jitless once the shell has loaded, without the shell importing zod', async () => {
    await import('./zod-jitless');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).safeParse({ a: 'x' }).success).toBe(true);
  });
});
