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
    const hosts = (manifestFor(browser, 'production')[field] as string[]).filter((p) =>
      p.includes('/'),
    );
    expect(hosts).toEqual(['https://*/*', 'http://localhost/*', 'http://127.0.0.1/*']);
  });

  it.each(['chrome', 'firefox'] as const)(
    'asks %s for notifications only as an optional permission',
    (browser) => {
      const manifest = manifestFor(browser, 'production');
      expect(manifest.optional_permissions).toContain('notifications');
      expect(manifest.permissions).not.toContain('notifications');
    },
  );

  it('names the demo build so it is not taken for the real one', () => {
    expect(manifestFor('chrome', 'demo').name).toBe('Tracker Lens (demo)');
    expect(manifestFor('firefox', 'demo').name).toBe('Tracker Lens (demo)');
    expect(manifestFor('chrome', 'production').name).toBe('__MSG_extName__');
  });

  it('asks for a Firefox that understands data_collection_permissions', () => {
    const settings = manifestFor('firefox', 'production').browser_specific_settings as {
      gecko: { strict_min_version: string };
    };
    expect(settings.gecko.strict_min_version).toBe('140.0');
  });

  it.each([
    ['chrome', '_execute_action'],
    ['firefox', '_execute_browser_action'],
  ] as const)('gives %s a key to open the popup and one to look up a number', (browser, popup) => {
    const commands = manifestFor(browser, 'production').commands as Record<
      string,
      { suggested_key: { default: string }; description?: string }
    >;
    expect(Object.keys(commands)).toEqual([popup, 'lookup-number']);
    expect(commands[popup]?.suggested_key.default).toBe('Alt+Shift+K');
    expect(commands['lookup-number']?.suggested_key.default).toBe('Alt+Shift+L');
    // Named in the browser's shortcuts page in the browser's language (public/_locales).
    expect(commands['lookup-number']?.description).toBe('__MSG_commandLookup__');
  });
});
