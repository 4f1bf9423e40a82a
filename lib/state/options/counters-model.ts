import { computed, signal, type ReadonlySignal } from '@preact/signals';
import type { CounterView } from '../../types/phone-data';
import type { ErrorPayload } from '../../types/result';
import type { Settings } from '../../storage/settings';
import type { Ask } from '../ask';
import { idle, type LoadState } from '../load-state';
import type { SettingsModel } from '../settings-model';

export interface CounterProject {
  projectName: string;
  projectDisplayName: string;
  counters: (CounterView & { checked: boolean })[];
}

export interface CountersModel {
  counters: ReadonlySignal<LoadState<CounterView[]>>;
  projects: ReadonlySignal<CounterProject[]>;
  allSelected: ReadonlySignal<boolean>;
  selectedCount: ReadonlySignal<number>;
  error: ReadonlySignal<ErrorPayload | null>;
  load(refresh?: boolean): Promise<void>;
  toggle(counterId: string, on: boolean): Promise<void>;
  selectAll(): Promise<void>;
}

const isChecked = (settings: Settings | null, counterId: string) =>
  !settings || settings.selectedCounterIds === null
    ? true
    : settings.selectedCounterIds.includes(counterId);

/** The counters (sites) the key sees, grouped by project, and which of them lookups search. */
export function createCountersModel(ask: Ask, settings: SettingsModel): CountersModel {
  const counters = signal<LoadState<CounterView[]>>(idle);
  const error = signal<ErrorPayload | null>(null);
  const list = computed(() => (counters.value.status === 'ready' ? counters.value.data : []));

  const projects = computed(() => {
    const byProject = new Map<string, CounterProject>();
    for (const counter of list.value) {
      let project = byProject.get(counter.projectName);
      if (!project) {
        project = {
          projectName: counter.projectName,
          projectDisplayName: counter.projectDisplayName || counter.projectName,
          counters: [],
        };
        byProject.set(counter.projectName, project);
      }
      project.counters.push({
        ...counter,
        checked: isChecked(settings.settings.value, counter.counterId),
      });
    }
    return [...byProject.values()];
  });
  const selectedCount = computed(
    () => list.value.filter((c) => isChecked(settings.settings.value, c.counterId)).length,
  );
  const allSelected = computed(() => selectedCount.value === list.value.length);

  const save = async (ids: string[]) => {
    const all = list.value.map((c) => c.counterId);
    const patch = ids.length === all.length ? null : all.filter((id) => ids.includes(id));
    const answer = await settings.update({ selectedCounterIds: patch });
    error.value = answer.ok ? null : answer.error;
  };

  return {
    counters,
    projects,
    allSelected,
    selectedCount,
    error,
    async load(refresh = false) {
      counters.value = { status: 'loading' };
      const answer = await ask({ type: 'counters.list', refresh });
      counters.value = answer.ok
        ? { status: 'ready', data: answer.data }
        : { status: 'error', error: answer.error };
    },
    async toggle(counterId, on) {
      const current = list.value
        .map((c) => c.counterId)
        .filter((id) => isChecked(settings.settings.value, id));
      const next = on
        ? [...new Set([...current, counterId])]
        : current.filter((id) => id !== counterId);
      await save(next);
    },
    selectAll: () => save(list.value.map((c) => c.counterId)),
  };
}
