import { describe, expect, it } from 'vitest';
import type { PendingChangeAlert } from './list-pending-change-alerts.ts';
import { renderChangeAlert } from './render-change-alert.ts';

const appUrl = 'https://venuescout.example';

function alertOf(
  change: Partial<PendingChangeAlert['change']>,
  reason: PendingChangeAlert['reason'] = 'favorite',
) {
  const newAt = change.newAt ?? new Date('2027-01-30T11:59:00.000Z');
  return {
    change: {
      id: '00000000-0000-4000-8000-000000000001',
      changeKey: `conf/icml|2027|paper||0|${newAt.toISOString()}`,
      refreshId: null,
      venueId: 'conf/icml',
      editionYear: 2027,
      kind: 'paper',
      track: '',
      change: 'published',
      previousAt: null,
      isPreviousEstimated: false,
      newAt,
      timezone: 'AoE',
      detectedAt: new Date('2026-11-26T00:00:00.000Z'),
      createdAt: new Date('2026-11-26T00:00:00.000Z'),
      ...change,
    },
    venue: { id: 'conf/icml', acronym: 'ICML', name: 'International Conference on Machine Learning' },
    user: { id: 'u1', email: 'ada@example.org' },
    reason,
  } satisfies PendingChangeAlert;
}

describe('renderChangeAlert', () => {
  it.each([
    [
      'a deadline published with nothing known before',
      alertOf({}),
      'ICML 2027 paper deadline published: 29 Jan 2027',
      'The ICML 2027 paper deadline (International Conference on Machine Learning) is now published: 29 Jan 2027, 23:59 AoE (2027-01-30T11:59:00Z).\n',
    ],
    [
      'a deadline published after an estimate, which is quoted by its day only',
      alertOf({ previousAt: new Date('2027-01-11T11:59:00.000Z'), isPreviousEstimated: true }),
      'ICML 2027 paper deadline published: 29 Jan 2027',
      '(2027-01-30T11:59:00Z). It was estimated 10 Jan 2027 from past editions.\n',
    ],
    [
      'an extension by days',
      alertOf({ change: 'extended', previousAt: new Date('2027-01-23T11:59:00.000Z') }),
      'ICML 2027 paper deadline extended by 7 days',
      'was extended by 7 days, to 29 Jan 2027, 23:59 AoE (2027-01-30T11:59:00Z). It was 22 Jan 2027, 23:59 AoE.\n',
    ],
    [
      'an extension by hours',
      alertOf({ change: 'extended', previousAt: new Date('2027-01-29T23:59:00.000Z') }),
      'ICML 2027 paper deadline extended by 12 hours',
      'It was 29 Jan 2027, 11:59 AoE.\n',
    ],
    [
      'a move of a track deadline, in the zone the venue published',
      alertOf({
        change: 'moved',
        kind: 'abstract',
        track: 'short papers',
        timezone: 'America/Los_Angeles',
        previousAt: new Date('2027-02-06T07:59:00.000Z'),
      }),
      'ICML 2027 abstract deadline for short papers moved to 30 Jan 2027',
      'was moved to 30 Jan 2027, 03:59 PT (2027-01-30T11:59:00Z). It was 5 Feb 2027, 23:59 PT.\n',
    ],
  ])('tells of %s', (_name, alert, subject, fragment) => {
    const message = renderChangeAlert(alert, appUrl);
    expect(message.to).toBe('ada@example.org');
    expect(message.subject).toBe(subject);
    expect(message.text).toContain(fragment);
    expect(message.text).toContain(`See the venue: ${appUrl}/venues/conf/icml`);
    expect(message.text).toContain(`turn deadline change alerts off in your profile: ${appUrl}/profile`);
  });

  it.each([
    ['favorite' as const, 'You get this e-mail because ICML is among your saved venues.'],
    ['analysis' as const, 'You get this e-mail because one of your analyses found ICML and you asked'],
  ])('says why a user who follows the venue by %s gets it', (reason, why) => {
    expect(renderChangeAlert(alertOf({}, reason), appUrl).text).toContain(why);
  });
});
