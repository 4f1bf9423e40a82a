// A worker thread does not inherit tsx's loader: register it, then load the TypeScript browser.
import { register } from 'tsx/esm/api';

register();
await import('./team-browser.ts');
