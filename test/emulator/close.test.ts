import { describe, expect, it } from 'vitest';
import { startEmulator } from '../../emulator/index';

describe('close', () => {
  it('stops answering, and closing again is no error (a test may stop the service first)', async () => {
    const emulator = await startEmulator({ port: 0, calls: 10, leads: 2 });
    expect((await fetch(`${emulator.baseUrl}/api/me?apiKey=${emulator.keys.full}`)).ok).toBe(true);
    await emulator.close();
    await expect(fetch(`${emulator.baseUrl}/api/me`)).rejects.toThrow();
    await expect(emulator.close()).resolves.toBeUndefined();
  });
});
