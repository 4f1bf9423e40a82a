import type { Counter } from '../records';
import type { ProjectSeed } from './catalog';
import type { CounterPools } from './pools';

/** What generators need to know about the counter they fill. */
export interface CounterContext {
  counter: Counter;
  counterIndex: number;
  project: ProjectSeed;
  cityKey: 'msk' | 'spb';
  pools: CounterPools;
}
