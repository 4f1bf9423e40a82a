import { describe, expect, it } from 'vitest';
import { API_KEY, emptyPage, json, testClient } from './fake-fetch';

/** What every answer tells the background of the key (`onKeyAnswer`). */
describe('the key heard on every answer', () => {
  const heard = () => {
    const verdicts: string[] = [];
    const onKeyAnswer = ({ apiKey, verdict }: { apiKey: string; verdict: string }) => {
      expect(apiKey).toBe(API_KEY);
      verdicts.push(verdict);
    };
    return { verdicts, onKeyAnswer };
  };
  const list = { counter: '1', dimensions: ['callId'] as ['callId'] };

  it('says accepted on a 2xx and refused on a refusal of the key, before the error goes on', async () => {
    const { verdicts, onKeyAnswer } = heard();
    let answer = () => emptyPage();
    const { client } = testClient(() => answer(), { onKeyAnswer, maxRetries: 0 });
    await client.calls.list(list);
    expect(verdicts).toEqual(['accepted']);
    answer = () => json({ error: 'invalid_api_key', message: 'Wrong key' }, 403);
    await expect(client.calls.list(list)).rejects.toMatchObject({ kind: 'auth' });
    answer = () => json({ error: 'unauthorized', message: 'No key' }, 401);
    await expect(client.tags.list({ counter: '1' })).rejects.toMatchObject({ kind: 'auth' });
    expect(verdicts).toEqual(['accepted', 'refused', 'refused']);
  });

  it('says nothing of the key for a counter it cannot see, or for other failures', async () => {
    const { verdicts, onKeyAnswer } = heard();
    const answers = [
      () => json({ error: 'counter_access_denied', message: 'No access to 9' }, 403),
      () => json({ error: 'internal_error', message: 'Boom' }, 500),
      () => json({ error: 4, message: 'Filter not understood' }, 400),
    ];
    const { client } = testClient((_r, i) => answers[i]!(), { onKeyAnswer, maxRetries: 0 });
    for (let i = 0; i < answers.length; i += 1) {
      await expect(client.calls.list(list)).rejects.toBeTruthy();
    }
    expect(verdicts).toEqual([]);
  });

  it('waits for the listener before the refusal reaches the caller', async () => {
    const order: string[] = [];
    const { client } = testClient(() => json({ error: 'invalid_api_key' }, 403), {
      maxRetries: 0,
      onKeyAnswer: async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        order.push('recorded');
      },
    });
    await client.calls.list(list).catch(() => order.push('failed'));
    expect(order).toEqual(['recorded', 'failed']);
  });

  it('a failing listener costs the request nothing', async () => {
    const { client } = testClient(() => emptyPage(), {
      onKeyAnswer: () => {
        throw new Error('listener broke');
      },
    });
    await expect(client.calls.list(list)).resolves.toMatchObject({ items: [] });
  });
});
