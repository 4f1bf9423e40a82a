import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { startEmulator } from '../emulator/index.ts';
import type { RunningEmulator } from '../emulator/index.ts';
import { launchChromiumWithExtension } from '../test/e2e/harness/chromium.ts';
import type { ChromiumWithExtension } from '../test/e2e/harness/chromium.ts';
import { startFixtureServer } from '../test/e2e/harness/pages.ts';
import type { FixtureServer } from '../test/e2e/harness/pages.ts';
import { BUILD_DIRS, REPO_ROOT } from '../test/e2e/harness/paths.ts';
import { buildDemo, demoBuildStaleness } from './demo-build.ts';
import {
  DEMO_FIXTURE_PAGE,
  DEMO_SCREENSHOT_DIR as SCREENSHOT_DIR,
  openFixtureWithCard,
  setUpDemo,
  takeDemoScreenshots,
} from './demo-screens.ts';

const DEFAULT_PORT = 8787;

const USAGE = `Usage: npm run demo -- [options]
  --port N       emulator port (default ${DEFAULT_PORT}, which the demo build is set up for)
  --keep-open    headless: keep everything running after the screenshots (Ctrl+C to stop)
  --help

Runs the API emulator, serves test/fixtures/pages and opens Chromium with the demo build:
a window when DISPLAY is set; otherwise headless, saving screenshots to .tmp/demo/.`;

interface DemoOptions {
  port: number;
  keepOpen: boolean;
}

function parseOptions(argv: string[]): DemoOptions | undefined {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      'keep-open': { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) return undefined;
  const port = values.port === undefined ? DEFAULT_PORT : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error('--port must be an integer from 0 to 65535');
  }
  return { port, keepOpen: values['keep-open'] ?? false };
}

/** Everything the demo starts, so that any exit path can stop all of it. */
class DemoSession {
  emulator: RunningEmulator | undefined;
  pages: FixtureServer | undefined;
  chromium: ChromiumWithExtension | undefined;
  private stopping: Promise<void> | undefined;

  stop(): Promise<void> {
    this.stopping ??= (async () => {
      await this.chromium?.close().catch(() => undefined);
      await this.pages?.close().catch(() => undefined);
      await this.emulator?.close().catch(() => undefined);
    })();
    return this.stopping;
  }
}

async function takeScreenshots(session: DemoSession): Promise<string[]> {
  const { chromium, pages, emulator } = session;
  if (!chromium || !pages || !emulator) throw new Error('The demo is not running');
  const shots = await takeDemoScreenshots(chromium, emulator, pages, SCREENSHOT_DIR);
  return [shots.options.path, shots.popup.path, shots.fixture.path];
}

function printBanner(session: DemoSession, headless: boolean, port: number): void {
  const { emulator, pages, chromium } = session;
  if (!emulator || !pages || !chromium) return;
  console.info('');
  console.info(`Emulator       ${emulator.baseUrl}`);
  // The emulator's keys are public demo fixtures, not secrets.
  console.info(`  full key     ${emulator.keys.full}`);
  console.info(`  limited key  ${emulator.keys.limited}`);
  if (port !== DEFAULT_PORT) {
    console.info(`  (not the preset port ${DEFAULT_PORT}: the demo points the extension here)`);
  }
  console.info(`Fixture pages  ${pages.baseUrl}/${DEMO_FIXTURE_PAGE}`);
  console.info(`Extension      ${chromium.extensionOrigin}/ (${headless ? 'headless' : 'window'})`);
  console.info('');
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  if (!options) {
    console.info(USAGE);
    return;
  }

  const stale = await demoBuildStaleness(REPO_ROOT, BUILD_DIRS.chromeDemo);
  if (stale) {
    console.info(`Building the demo extension (${stale})...`);
    await buildDemo(REPO_ROOT);
  }

  const session = new DemoSession();
  const shutdown = (code: number) => {
    void session.stop().finally(() => process.exit(code));
  };
  // `on`, not `once`: Ctrl+C may deliver SIGINT twice (from the terminal and relayed by tsx),
  // and a second default SIGINT would exit before the browser profile is removed.
  process.on('SIGINT', () => shutdown(0));
  process.on('SIGTERM', () => shutdown(0));

  try {
    session.emulator = await startEmulator({ port: options.port, host: '127.0.0.1' }).catch(
      (error: unknown) => {
        if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
        throw new Error(`Port ${options.port} is in use: stop what runs there or pass --port`);
      },
    );
    session.pages = await startFixtureServer();
    const headless = !process.env.DISPLAY;
    session.chromium = await launchChromiumWithExtension({
      extensionDir: BUILD_DIRS.chromeDemo,
      headless,
      handleSignals: false,
    });
    printBanner(session, headless, options.port);

    if (headless) {
      const shots = await takeScreenshots(session);
      console.info('Screenshots:');
      for (const shot of shots) console.info(`  ${relative(process.cwd(), shot)}`);
      if (!options.keepOpen) {
        await session.stop();
        return;
      }
    } else {
      const { context } = session.chromium;
      console.info('Setting up: checking the key and filling the local index...');
      await setUpDemo(session.chromium, session.emulator);
      const first = context.pages()[0] ?? (await context.newPage());
      await openFixtureWithCard(first, session.pages);
      await first.bringToFront();
      // Closing the browser window ends the demo too.
      context.once('close', () => shutdown(0));
    }
    console.info('Running. Press Ctrl+C to stop.');
  } catch (error) {
    await session.stop();
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
