import { describe, expect, it } from 'vitest';
import type { Venue } from '../model/venue.ts';
import { makeVenue } from '../testing/make-venue.ts';
import { applyReviews, auditMerges } from './audit-merges.ts';

const venue = makeVenue;

const audit = (...venues: Venue[]) => auditMerges({ venues });

describe('auditMerges', () => {
  it('finds two ids with one dblp key', () => {
    expect(
      audit(
        venue('conf/raid', 'RAID', 'Recent Advances in Intrusion Detection', { dblp: 'conf/raid' }),
        venue('conf/raid-2', 'RAID', 'Research in Attacks, Intrusions and Defenses', { dblp: 'conf/RAID' }),
      ).find((finding) => finding.kind === 'same-dblp'),
    ).toMatchObject({ venueIds: ['conf/raid', 'conf/raid-2'], detail: 'dblp key conf/raid' });
  });

  it('finds names that differ only by organiser or "Symposium", not by a distinguishing word', () => {
    const findings = audit(
      venue('conf/eics', 'EICS', 'Engineering Interactive Computing Systems'),
      venue('conf/eics-pacm', 'EICS PACM', 'ACM Symposium on Engineering Interactive Computing Systems'),
      venue('conf/accv', 'ACCV', 'Asian Conference on Computer Vision'),
      venue('conf/iccv', 'ICCV', 'IEEE International Conference on Computer Vision'),
      venue('conf/isit', 'ISIT', 'IEEE International Symposium on Information Theory'),
      venue('conf/itw', 'ITW', 'Information Theory Workshop'),
    );
    expect(findings.filter((finding) => finding.kind === 'similar-name').map((f) => f.venueIds)).toEqual([
      ['conf/eics', 'conf/eics-pacm'],
    ]);
  });

  it('finds one acronym on two ids of a type, reading past a bracketed remark, but not across types', () => {
    const findings = audit(
      venue('conf/hot-chips', 'HOT CHIPS', 'Hot Chips: A Symposium on High Performance Chips'),
      venue('conf/hotchips-hcs', 'HOTCHIPS (HCS)', 'Symposium on High Performance Chips'),
      venue('conf/cc', 'CC', 'International Conference on Compiler Construction'),
      venue('journal/cc', 'CC', 'Computational Complexity'),
    );
    expect(findings.filter((finding) => finding.kind === 'same-acronym').map((f) => f.venueIds)).toEqual([
      ['conf/hot-chips', 'conf/hotchips-hcs'],
    ]);
  });

  it('finds a joint conference beside its parts', () => {
    const findings = audit(
      venue('conf/aacl', 'AACL', 'Asia-Pacific Chapter of the ACL'),
      venue('conf/ijcnlp', 'IJCNLP', 'International Joint Conference on Natural Language Processing'),
      venue('conf/aacl-ijcnlp', 'AACL-IJCNLP', 'AACL-IJCNLP'),
    );
    expect(findings.filter((finding) => finding.kind === 'acronym-part')).toEqual([
      {
        kind: 'acronym-part',
        venueIds: ['conf/aacl', 'conf/aacl-ijcnlp', 'conf/ijcnlp'],
        detail: 'AACL-IJCNLP contains AACL, IJCNLP',
      },
    ]);
  });

  it('finds an alias that is no spelling of the acronym, and names the venue it belongs to', () => {
    const findings = audit(
      venue('conf/sigmod', 'SIGMOD', 'ACM SIGMOD Conference on Management of Data', {
        aliases: ['COMAD', 'ACM SIGMOD'],
      }),
      venue('conf/comad', 'COMAD', 'International Conference on Management of Data'),
    );
    expect(findings.filter((finding) => finding.kind === 'unrelated-alias')).toEqual([
      {
        kind: 'unrelated-alias',
        venueIds: ['conf/sigmod'],
        alias: 'COMAD',
        detail: 'alias "COMAD", the acronym of conf/comad',
      },
    ]);
  });

  it('finds a CORE or CCF rank that no row of its list gives, and leaves list and curated ranks alone', () => {
    const findings = audit(
      venue('conf/fccm', 'FCCM', 'IEEE Symposium on Field-Programmable Custom Computing Machines', {
        ranks: { core: 'B', ccf: 'C' },
        provenance: { 'ranks.core': 'ccf-deadlines', 'ranks.ccf': 'ccf-list-2026' },
      }),
      venue('conf/emnlp-demo', 'EMNLP Demo', 'EMNLP System Demonstrations', {
        ranks: { ccf: 'B', thcpl: 'A' },
        provenance: { 'ranks.ccf': 'hf-ai-deadlines', 'ranks.thcpl': 'hf-ai-deadlines' },
      }),
      venue('journal/wwwj', 'WWWJ', 'World Wide Web', {
        ranks: { ccf: 'B' },
        provenance: { 'ranks.ccf': 'curated' },
      }),
      venue('conf/icra', 'ICRA', 'IEEE International Conference on Robotics and Automation', {
        ranks: { core: 'A*' },
        provenance: { 'ranks.core': 'core-icore2026' },
      }),
    );
    expect(findings.filter((finding) => finding.kind === 'rank-without-list-row')).toEqual([
      {
        kind: 'rank-without-list-row',
        venueIds: ['conf/emnlp-demo'],
        detail: 'CCF B from hf-ai-deadlines, not curated or ccf-list-2026',
      },
      {
        kind: 'rank-without-list-row',
        venueIds: ['conf/fccm'],
        detail: 'CORE B from ccf-deadlines, not curated or core-icore2026',
      },
    ]);
  });

  it('finds a paper deadline after its edition or more than 18 months before it, but not other kinds', () => {
    const deadline = (kind: 'paper' | 'notification', at: string) => ({
      kind,
      at,
      timezone: 'UTC',
      source: 'tobna-ai-deadlines' as const,
    });
    const findings = audit(
      venue('conf/eacl', 'EACL', 'European Chapter of the ACL', {
        editions: [
          {
            year: 2024,
            dates: { start: '2024-03-17' },
            deadlines: [deadline('paper', '2025-10-15T23:59:59.000Z')],
            source: 'tobna-ai-deadlines',
          },
          { year: 2026, deadlines: [deadline('paper', '2025-10-07T11:59:59.000Z')], source: 'ccf-deadlines' },
        ],
      }),
      venue('conf/issre', 'ISSRE', 'Software Reliability Engineering', {
        editions: [
          {
            year: 2023,
            deadlines: [
              deadline('paper', '2021-06-02T11:59:59.000Z'),
              deadline('notification', '2023-12-01T00:00:00.000Z'),
            ],
            source: 'ccf-deadlines',
          },
        ],
      }),
    );
    expect(findings.filter((finding) => finding.kind === 'deadline-outside-edition')).toEqual([
      {
        kind: 'deadline-outside-edition',
        venueIds: ['conf/eacl'],
        detail: '2024 paper deadline 2025-10-15 from tobna-ai-deadlines, conference from 2024-03-17',
      },
      {
        kind: 'deadline-outside-edition',
        venueIds: ['conf/issre'],
        detail: '2023 paper deadline 2021-06-02 from tobna-ai-deadlines',
      },
    ]);
  });
});

describe('applyReviews', () => {
  it('separates reviewed findings from open ones, and reports reviews that match nothing', () => {
    const findings = audit(
      venue('conf/icdm', 'ICDM', 'IEEE International Conference on Data Mining'),
      venue('conf/sdm', 'SDM', 'SIAM International Conference on Data Mining'),
      venue('conf/neurips', 'NeurIPS', 'Neural Information Processing Systems', { aliases: ['NIPS'] }),
    );
    const reviews = [
      { kind: 'similar-name' as const, venueIds: ['conf/sdm', 'conf/icdm'], reason: 'Two conferences.' },
      { kind: 'unrelated-alias' as const, venueIds: ['conf/neurips'], alias: 'NeurIPS?', reason: 'Typo.' },
    ];
    const { open, reviewed, unused } = applyReviews(findings, reviews);
    expect(reviewed.map((item) => item.reason)).toEqual(['Two conferences.']);
    expect(open).toEqual([expect.objectContaining({ kind: 'unrelated-alias', alias: 'NIPS' })]);
    expect(unused).toEqual([reviews[1]]);
  });
});
