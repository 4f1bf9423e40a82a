/**
 * What every Chromium test file starts from, written once (the twin of `useFirefox` in
 * `firefox-session.ts`): an emulator, the demo build installed, an options page ("control")
 * pointed at the tracker with its key checked, and the fixture pages served, all closed in
 * `afterAll`.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import {
  launchChromiumWithExtension,
  type ChromiumLaunchOptions,
  type ChromiumWithExtension,
} from './chromium.ts';
import { startTestEmulator, type EmulatorOptions, type RunningEmulator } from './emulator.ts';
import { extensionMessages } from './extension-messages.ts';
import { startFixtureServer, type FixtureServer } from './pages.ts';
import { BUILD_DIRS, assertBuilt } from './paths.ts';
import { waitFor } from './wait.ts';

export interface ChromiumSessionOptions {
  /** The emulator's data set (default: the emulator's own); `false` for none (the file starts its own). */
  emulator?: false | EmulatorOptions;
  /** Runs once the emulator runs, before the browser starts (data a test needs before any sync). */
  prepare?: (emulator: RunningEmulator) => Promise<void>;
  /** Starts the page server (default: `test/fixtures/pages/`); `false` for none. */
  fixtures?: false | (() => Promise<FixtureServer>);
  /**
   * What the extension is pointed at: by default the emulator; a function starts something
   * else once the emulator runs (e.g. a proxy in front of it) and gives its address; `false`
   * leaves the address as installed (the control page still waits for the demo key preset).
   */
  tracker?: false | ((emulator: RunningEmulator) => Promise<string>);
  /** The unpacked build to install (default: `.output/chrome-mv3-demo`). */
  extensionDir?: string;
  /** Viewport of the pages the harness opens, as `launchChromiumWithExtension` takes it. */
  viewport?: ChromiumLaunchOptions['viewport'];
  /** More Chromium switches for this session. */
  extraArgs?: string[];
  /** Viewport of the control page (an options page the file also screenshots or reads). */
  controlViewport?: { width: number; height: number };
}

export interface ChromiumSession {
  emulator: () => RunningEmulator;
  chromium: () => ChromiumWithExtension;
  /** The options page the tracker was set from: it sends messages and reads storage. */
  control: () => Page;
  fixtures: () => FixtureServer;
  /** Messages to the background from the control page (`extension-messages.ts`). */
  send: <T>(message: unknown) => Promise<T>;
  setLanguage: (language: 'en' | 'ru') => Promise<unknown>;
}

/**
 * One Chromium session for the calling test file: started in `beforeAll`, closed in
 * `afterAll`. Returns accessors, as everything exists only between the two.
 */
export function useChromium(options: ChromiumSessionOptions = {}): ChromiumSession {
  let emulator: RunningEmulator | undefined;
  let chromium: ChromiumWithExtension | undefined;
  let control: Page | undefined;
  let fixtures: FixtureServer | undefined;

  const extensionDir = options.extensionDir ?? BUILD_DIRS.chromeDemo;
  const messages = extensionMessages(() => present(control, 'The control page'));

  beforeAll(async () => {
    assertBuilt(extensionDir);
    if (options.emulator !== false) emulator = await startTestEmulator(options.emulator);
    if (emulator) await options.prepare?.(emulator);
    if (options.fixtures !== false) fixtures = await (options.fixtures ?? startFixtureServer)();
    chromium = await launchChromiumWithExtension({
      extensionDir,
      viewport: options.viewport,
      extraArgs: options.extraArgs,
    });
    control = await chromium.openExtensionPage('options.html', {
      viewport: options.controlViewport,
    });
    if (options.tracker === false || !emulator) {
      await waitFor(
        async () =>
          (await messages.send<{ configured: boolean }>({ type: 'setup.status' })).configured,
        'the demo key preset',
      );
      return;
    }
    await messages.useEmulatorAt((await options.tracker?.(emulator)) ?? emulator.baseUrl);
  });

  afterAll(async () => {
    await chromium?.close();
    await fixtures?.close();
    await emulator?.close();
    chromium = control = fixtures = emulator = undefined;
  });

  return {
    emulator: () => present(emulator, 'The emulator'),
    chromium: () => present(chromium, 'Chromium'),
    control: () => present(control, 'The control page'),
    fixtures: () => present(fixtures, 'The fixture server'),
    send: messages.send,
    setLanguage: messages.setLanguage,
  };
}

function present<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`${name} exists only between beforeAll and afterAll`);
  return value;
}
