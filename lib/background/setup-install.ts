import { browser } from 'wxt/browser';
import { getServices } from './instance';
import type { Services } from './services';

/** The demo build talks to the local emulator with its demo key out of the box. */
export const DEMO_BASE_URL = 'http://127.0.0.1:8787';
export const DEMO_API_KEY = 'demo-key';

export interface InstallEnv {
  demo: boolean;
  openOptionsPage: () => Promise<void>;
}

const defaultEnv = (): InstallEnv => ({
  demo: import.meta.env.MODE === 'demo',
  openOptionsPage: () => browser.runtime.openOptionsPage(),
});

export async function onInstalled(
  reason: string,
  services: Services,
  env: InstallEnv,
): Promise<void> {
  if (reason !== 'install') return;
  if (env.demo && !(await services.keyVault.getKey())) {
    // An address set before this handler ran (by the user or a test) wins over the preset.
    await services.updateSettings({ baseUrl: DEMO_BASE_URL }, { onlyUnset: true });
    await services.keyVault.preset(DEMO_API_KEY);
  }
  // First run: the options page says what to set up (or, in the demo, what is preset).
  await env.openOptionsPage();
}

export function setUpInstall(services: Services = getServices(), env = defaultEnv()): void {
  browser.runtime.onInstalled.addListener(({ reason }) => {
    onInstalled(reason, services, env).catch((error: unknown) =>
      console.warn('First-run setup failed:', error),
    );
  });
}
