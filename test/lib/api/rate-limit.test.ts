/**
 * The learnt rate of a key shared by a team (rate-limit.ts): a browser holding a small share
 * probes upward in steps of its own size, so ten browsers on one key settle near its limit
 * rather than each claiming several times its share after every calm answer.
 */
import { describe, expect, it } from 'vitest';
import { createRateLimit } from '../../../lib/api/rate-limit';

const refused = { failed: true as const, error: 'limit' };
const rateLimitOf = (error: unknown) => (error === 'limit' ? 1_000 : null);

describe('the learnt rate of a shared key', () => {
  it('probes up from a small share by a quarter of it, not by a fixed step', () => {
    let clock = 0;
    const limit = createRateLimit({ initialRate: 0.2, now: () => clock, rateLimitOf });
    limit.answered(clock, refused);
    expect(limit.snapshot().rate).toBeCloseTo(0.1);
    clock += 10_000;
    limit.answered(clock, { failed: false });
    // A fixed 0.25 would make it 0.35: three and a half times its share of a 1 req/s key.
    expect(limit.snapshot().rate).toBeCloseTo(0.125);
  });

  it('keeps the full step where the rate is high', () => {
    const clock = 0;
    const limit = createRateLimit({ initialRate: 4, now: () => clock, rateLimitOf });
    for (let i = 0; i < 4; i += 1) limit.answered(clock, { failed: false });
    expect(limit.snapshot().rate).toBeCloseTo(4.25);
  });

  it('ten browsers on a 1 req/s key, in turn: the team settles near the limit', () => {
    // One answer a second, the browsers in turn; refused whenever the team's rates add up to
    // more than the key's limit with some slack (a model of a 1 req/s key).
    let clock = 0;
    const team = Array.from({ length: 10 }, () =>
      createRateLimit({ initialRate: 0.1, now: () => clock, rateLimitOf }),
    );
    let refusals = 0;
    for (let second = 0; second < 600; second += 1) {
      clock = second * 1_000;
      const total = team.reduce((sum, member) => sum + member.snapshot().rate, 0);
      const member = team[second % team.length]!;
      if (total > 1.5) {
        refusals += 1;
        member.answered(clock - 1, refused);
      } else {
        member.answered(clock - 1, { failed: false });
      }
    }
    const total = team.reduce((sum, member) => sum + member.snapshot().rate, 0);
    expect(total).toBeLessThan(2);
    // With a fixed step of 0.25: 468 refusals in the 600 s (233 with this one).
    expect(refusals).toBeLessThan(300);
  });
});
