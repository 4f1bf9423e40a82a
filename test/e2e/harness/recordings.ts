/**
 * Recordings the test emulator serves itself (`emulator/recordings.ts`): every call of a
 * number is pointed at one, and the emulator's log says when a recording was fetched.
 */
import { recordingUrlAt } from '../../../emulator/recordings.ts';
import type { RunningEmulator } from './emulator.ts';

/** Points every call of `digits` at a recording the emulator serves; answers their addresses. */
export function serveRecordingsOf(emulator: RunningEmulator, digits: string): string[] {
  const { store, baseUrl } = emulator;
  const urls: string[] = [];
  for (const counter of store.counters) {
    for (const call of store.counterData(counter.counterId)?.callsByPhone.get(digits) ?? []) {
      const url = recordingUrlAt(baseUrl, call.counterId, call.callId);
      call.fields.callRecordUrl = url;
      urls.push(url);
    }
  }
  return urls;
}

/** The recordings the emulator has been asked for so far. */
export const recordingsFetched = (emulator: RunningEmulator): string[] =>
  emulator.requests.filter((entry) => entry.path.startsWith('/records/')).map((e) => e.path);
