import { describe, expect, it } from 'vitest';
import { sendOnce } from './send-once.ts';

/** A claim table in memory: the key goes in once, as an insert with "on conflict do nothing" would. */
function claimTable() {
  const keys = new Set<string>();
  return {
    keys,
    claim: (key: string) => async () => {
      if (keys.has(key)) return false;
      keys.add(key);
      return true;
    },
    release: (key: string) => async () => {
      keys.delete(key);
    },
  };
}

describe('sendOnce', () => {
  it('sends once when several scans reach the same e-mail together', async () => {
    const table = claimTable();
    const sent: string[] = [];
    const scan = () =>
      sendOnce({
        claim: table.claim('reminder-1'),
        send: async () => {
          sent.push('reminder-1');
        },
        release: table.release('reminder-1'),
        onFailure: () => {},
      });
    const outcomes = await Promise.all([scan(), scan(), scan()]);
    expect(sent).toEqual(['reminder-1']);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
  });

  it('releases the claim and reports the error when sending fails, so a later scan sends it', async () => {
    const table = claimTable();
    const failures: unknown[] = [];
    const broken = new Error('SMTP 451');
    const first = await sendOnce({
      claim: table.claim('alert-1'),
      send: () => Promise.reject(broken),
      release: table.release('alert-1'),
      onFailure: (error) => failures.push(error),
    });
    expect(first).toBe(false);
    expect(failures).toEqual([broken]);
    expect(table.keys.has('alert-1')).toBe(false);

    const second = await sendOnce({
      claim: table.claim('alert-1'),
      send: async () => {},
      release: table.release('alert-1'),
      onFailure: (error) => failures.push(error),
    });
    expect(second).toBe(true);
    expect(table.keys.has('alert-1')).toBe(true);
    expect(failures).toHaveLength(1);
  });
});
