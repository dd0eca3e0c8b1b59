import { describe, expect, it } from 'vitest';
import { describeDateKind } from './describe-date-kind.ts';

describe('describeDateKind', () => {
  it.each([
    ['abstract', undefined, 'abstract deadline'],
    ['paper', 'Paper Submission', 'paper deadline'],
    ['supplementary', undefined, 'supplementary deadline'],
    ['commitment', undefined, 'commitment deadline'],
    ['revision', undefined, 'revision deadline'],
    ['registration', undefined, 'registration deadline'],
    ['notification', 'Author notification', 'notification'],
    ['camera-ready', 'Camera-ready deadline', 'camera-ready version due'],
    ['rebuttal', 'Rebuttal period start', 'rebuttal period starts'],
    ['rebuttal', 'Author response period begins', 'rebuttal period starts'],
    ['rebuttal', 'Discussion Period End', 'rebuttal period ends'],
    ['rebuttal', 'Initial author response due', 'rebuttal'],
    ['rebuttal', undefined, 'rebuttal'],
    ['other', 'Reviews Released', 'Reviews Released'],
    ['other', ' Art gallery submissions ', 'Art gallery submissions'],
    ['other', undefined, 'other'],
  ])('describes a %s date labelled %j as "%s"', (kind, comment, expected) => {
    expect(describeDateKind(kind, comment)).toBe(expected);
  });

  it.each(['notification', 'camera-ready', 'rebuttal', 'other'])(
    'never calls a %s date a deadline',
    (kind) => {
      expect(describeDateKind(kind)).not.toMatch(/deadline/i);
    },
  );
});
