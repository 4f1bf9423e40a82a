/**
 * What every Firefox test file starts from, written once: skipped (locally) or failing (CI)
 * without Firefox ESR, an emulator, the demo build (or the product build) installed, an options page ("control")
 * pointed at the tracker with its key checked, and the fixture pages served.
 */
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll } from 'vitest';
import { useEmulator, type EmulatorOptions, type RunningEmulator } from './emulator.ts';
import {
  firefoxExecutablePath,
  isFirefoxInstalled,
  launchFirefoxWithExtension,
  useTracker,
  type FirefoxWithExtension,
} from './firefox.ts';
import { startFixtureServer, type FixtureServer } from './pages.ts';
import { BUILD_DIRS, assertBuilt } from './paths.ts';

/**
 * True when the calling file's Firefox tests are to be skipped: locally when Firefox is
 * missing (with a message naming `what`); never in CI, which must run them and fails instead.
 */
export function skipWithoutFirefox(what: string): boolean {
  const skip = !isFirefoxInstalled() && !process.env.CI;
  if (skip) {
    console.warn(
      `Skipping ${what}: ${firefoxExecutablePath()} not found ` +
        '(apt-get install -y firefox-esr, or set FIREFOX_PATH).',
    );
  }
  return skip;
}

export interface FirefoxSessionOptions {
  emulator?: EmulatorOptions;
  /** Starts the page server (default: `test/fixtures/pages/`); `false` for none. */
  fixtures?: false | (() => Promise<FixtureServer>);
  /**
   * Starts what the extension is pointed at instead of the emulator (e.g. a proxy in front of
   * it) once the emulator runs, and gives its address.
   */
  tracker?: (emulator: RunningEmulator) => Promise<string>;
  /**
   * `product` installs the product build (`.output/firefox-mv2`: on no site until one is
   * switched on, no key preset; the key `demo-key` is set) instead of the demo build.
   */
  build?: 'demo' | 'product';
  /** More Firefox prefs for this session (test hooks); none by default. */
  prefs?: Record<string, unknown>;
}

export interface FirefoxSession {
  emulator: () => RunningEmulator;
  firefox: () => FirefoxWithExtension;
  /** The options page the tracker was set from: it sends messages and reads storage. */
  control: () => Page;
  fixtures: () => FixtureServer;
}

/**
 * One Firefox session for the calling test file: started in `beforeAll`, closed in `afterAll`.
 * Returns accessors, as everything exists only between the two.
 */
export function useFirefox(options: FirefoxSessionOptions = {}): FirefoxSession {
  const emulator = useEmulator(options.emulator);
  let firefox: FirefoxWithExtension | undefined;
  let control: Page | undefined;
  let fixtures: FixtureServer | undefined;

  const product = options.build === 'product';
  const extensionDir = product ? BUILD_DIRS.firefox : BUILD_DIRS.firefoxDemo;

  beforeAll(async () => {
    assertBuilt(extensionDir);
    if (options.fixtures !== false) fixtures = await (options.fixtures ?? startFixtureServer)();
    firefox = await launchFirefoxWithExtension({ extensionDir, extraPrefs: options.prefs });
    control = await firefox.openExtensionPage('options.html');
    await useTracker(control, (await options.tracker?.(emulator())) ?? emulator().baseUrl, {
      apiKey: product ? 'demo-key' : undefined,
    });
  });

  afterAll(async () => {
    await firefox?.close();
    await fixtures?.close();
    firefox = control = fixtures = undefined;
  });

  const present = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`${name} exists only between beforeAll and afterAll`);
    return value;
  };
  return {
    emulator,
    firefox: () => present(firefox, 'Firefox'),
    control: () => present(control, 'The control page'),
    fixtures: () => present(fixtures, 'The fixture server'),
  };
}
