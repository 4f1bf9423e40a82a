/**
 * A number's orders in Firefox ESR against the emulator: the shared scenarios
 * (`scenarios/orders.ts`: the popup's detail and the workspace opened on a number record a sale,
 * the emulator stores it, and the list then shows it).
 */
import { describe } from 'vitest';
import { firefoxDriver } from './harness/driver-firefox.ts';
import { askBackground } from './harness/firefox.ts';
import { skipWithoutFirefox, useFirefox } from './harness/firefox-session.ts';
import { ordersScenarios } from './scenarios/orders.ts';

const skip = skipWithoutFirefox('Firefox orders e2e');

const VIEWPORT = { width: 1280, height: 800 };

describe.skipIf(skip)('orders in Firefox ESR against the emulator', () => {
  const { emulator, firefox, control } = useFirefox({
    emulator: { calls: 600, leads: 150 },
    fixtures: false,
  });

  ordersScenarios({
    driver: firefoxDriver(firefox, control, VIEWPORT),
    emulator,
    ask: (message) => askBackground(control(), message),
  });
});
