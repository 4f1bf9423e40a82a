import { counterName } from '../../format/counter-name';
import type { CounterView } from '../../types/phone-data';

/** A counter as the order forms offer it: its id and the name a person knows it by. */
export interface CounterChoice {
  counterId: string;
  name: string;
}

/**
 * The counters a form offers, named by their site. `withId` adds the id, where all the
 * account's counters are listed and two may share a site.
 */
export function counterChoices(
  counters: readonly CounterView[],
  { withId = false }: { withId?: boolean } = {},
): CounterChoice[] {
  return counters.map((counter) => {
    const name = counterName(counter, counter.counterId);
    return { counterId: counter.counterId, name: withId ? `${name} (${counter.counterId})` : name };
  });
}
