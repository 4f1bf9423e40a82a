/** What the emulator received from the extension: its writes, found among the requests. */
import type { RunningEmulator } from './emulator.ts';
import { waitFor } from './wait.ts';

/** A `/v2/call/addTags` the emulator accepted: the counter and the calls tagged. */
export interface TagWrite {
  counter: string | number;
  callIds: string[];
}

/** Waits until the emulator has accepted a `/v2/call/addTags` that holds `tag`. */
export async function tagWriteReceived(emulator: RunningEmulator, tag: string): Promise<TagWrite> {
  const write = await waitFor(
    () =>
      emulator.requests.find(
        (r) =>
          r.path === '/v2/call/addTags' &&
          r.status === 200 &&
          (r.body as { tags?: string[] }).tags?.includes(tag),
      ),
    `the tag write of “${tag}” to reach the emulator`,
  );
  return write.body as TagWrite;
}
