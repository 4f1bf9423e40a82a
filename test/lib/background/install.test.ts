import { describe, expect, it, vi } from 'vitest';
import { DEMO_API_KEY, DEMO_BASE_URL, onInstalled } from '../../../lib/background/setup-install';
import { settingsItem } from '../../../lib/storage/items';
import { setUpBackground, storedKey } from '../lookup/helpers/services';

describe('first install', () => {
  it('opens the options page', async () => {
    const { services } = await setUpBackground({ withKey: false });
    const openOptionsPage = vi.fn(async () => undefined);
    await onInstalled('install', services, { demo: false, openOptionsPage });
    expect(openOptionsPage).toHaveBeenCalledOnce();
    expect(await storedKey()).toBeNull();
  });

  it('presets the emulator and its demo key in the demo build', async () => {
    const { services } = await setUpBackground({ withKey: false });
    await settingsItem.setValue({});
    await onInstalled('install', services, {
      demo: true,
      openOptionsPage: vi.fn(async () => undefined),
    });
    expect(await storedKey()).toBe(DEMO_API_KEY);
    expect((await services.loadSettings()).settings.baseUrl).toBe(DEMO_BASE_URL);
  });

  it('leaves a key the user already set, and does nothing on update', async () => {
    const { services } = await setUpBackground();
    const openOptionsPage = vi.fn(async () => undefined);
    await onInstalled('update', services, { demo: true, openOptionsPage });
    await onInstalled('install', services, { demo: true, openOptionsPage });
    expect(await storedKey()).not.toBe(DEMO_API_KEY);
    expect(openOptionsPage).toHaveBeenCalledOnce();
  });

  it('keeps a service address set before the first-run handler ran', async () => {
    const { services } = await setUpBackground({ withKey: false });
    await services.updateSettings({ baseUrl: 'http://127.0.0.1:40000' });
    await onInstalled('install', services, {
      demo: true,
      openOptionsPage: vi.fn(async () => undefined),
    });
    expect((await services.loadSettings()).settings.baseUrl).toBe('http://127.0.0.1:40000');
    expect(await storedKey()).toBe(DEMO_API_KEY);
  });
});
