/**
 * Imported first by the background entry: zod 4 otherwise probes `new Function('')` when the
 * first object schema is built, which an extension's CSP forbids (and `web-ext lint` flags).
 * Must run before any module that defines schemas is evaluated.
 */
import { z } from 'zod';

z.config({ jitless: true });
