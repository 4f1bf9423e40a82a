import { describe, expect, it } from 'vitest';
import { z } from 'zod';

describe('zod in the background', () => {
  it('parses without compiling code, which the extension CSP forbids', async () => {
    expect(z.config().jitless).toBeFalsy();
    await import('../../../lib/background/zod-setup');
    expect(z.config().jitless).toBe(true);
  });
});
