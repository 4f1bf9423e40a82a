// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { UnreadableWrites } from '../../../components/storage/UnreadableWrites';
import type { UnreadableWrites as Counts } from '../../../lib/messaging/protocol';
import type { Ask } from '../../../lib/state/ask';

afterEach(cleanup);

const answering = (counts: Counts): Ask =>
  (async () => ({ ok: true, data: counts })) as unknown as Ask;

describe('unreadable waiting writes', () => {
  it('says how many of each outbox are kept aside, in English and Russian', async () => {
    render(<UnreadableWrites locale="en" ask={answering({ tagWrites: 2, recordWrites: 1 })} />);
    const note = await screen.findByTestId('unreadable-writes');
    expect(note.textContent).toContain('2 tag changes, 1 order or call write');
    expect(note.textContent).toContain('not sent and not deleted');
    cleanup();
    render(<UnreadableWrites locale="ru" ask={answering({ tagWrites: 1, recordWrites: 0 })} />);
    const ru = await screen.findByTestId('unreadable-writes');
    expect(ru.textContent).toContain('1 изменение тегов');
    expect(ru.textContent).not.toContain('заказ');
  });

  it('says nothing when every waiting write reads', async () => {
    let asked = false;
    const ask = (async () => {
      asked = true;
      return { ok: true, data: { tagWrites: 0, recordWrites: 0 } };
    }) as unknown as Ask;
    render(<UnreadableWrites locale="en" ask={ask} />);
    await Promise.resolve();
    expect(asked).toBe(true);
    expect(screen.queryByTestId('unreadable-writes')).toBeNull();
  });
});
