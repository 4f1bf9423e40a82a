import { describe, expect, it } from 'vitest';
import config from '../../../wxt.config';

type Manifest = Record<string, unknown>;

function manifestFor(browser: 'chrome' | 'firefox', mode: 'production' | 'demo'): Manifest {
  const build = config.manifest as (env: Record<string, unknown>) => Manifest;
  return build({ browser, mode, manifestVersion: browser === 'chrome' ? 3 : 2, command: 'build' });
}

describe('manifest', () => {
  it.each([
    ['chrome', 'optional_host_permissions'],
    ['firefox', 'optional_permissions'],
  ] as const)('asks %s for plain http only on this computer', (browser, field) => {
    expect(manifestFor(browser, 'production')[field]).toEqual([
      'https://*/*',
      'http://localhost/*',
      'http://127.0.0.1/*',
    ]);
  });
});
