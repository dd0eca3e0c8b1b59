import type { Favorite } from '@venuescout/contracts';
import { describe, expect, it } from 'vitest';
import { favoritesToCsv } from './favorites-to-csv';

const favorite = (acronym: string, name: string): Favorite => ({
  venue: {
    id: `conf/${acronym.toLowerCase()}`,
    acronym,
    name,
    type: 'conference',
    aliases: [],
    areas: [],
    areaLabels: [],
    ranks: { core: 'A*' },
    h5Index: null,
    url: 'https://example.org',
    dblp: null,
    region: 'europe',
    nextDeadline: {
      at: '2027-03-16T11:59:00.000Z',
      kind: 'paper',
      timezone: 'AoE',
      estimated: true,
      basisYear: 2026,
      published: { date: '2027-03-15', time: '23:59', zone: 'AoE' },
      errorDays: 9,
    },
    isRolling: false,
    notification: null,
    latestAcceptanceRate: null,
  },
  createdAt: '2026-11-01T00:00:00.000Z',
});

describe('favoritesToCsv', () => {
  it('writes a header and one row per favourite', () => {
    expect(favoritesToCsv([favorite('ACL', 'Annual Meeting, ACL')]).split('\r\n')).toEqual([
      'acronym,name,type,region,core_rank,ccf_rank,next_deadline_utc,deadline_estimated,url,next_deadline',
      'ACL,"Annual Meeting, ACL",conference,europe,A*,,2027-03-16T11:59:00.000Z,true,https://example.org,"around 15 Mar 2027, usually within ±9 days"',
    ]);
  });

  it.each(['=cmd()', '+1', '-2', '@SUM(A1)'])('neutralises the formula-like cell %s', (name) => {
    expect(favoritesToCsv([favorite('X', name)]).split('\r\n')[1]).toContain(`,'${name},`);
  });
});
