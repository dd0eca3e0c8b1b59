import { isDeadlineInEditionWindow } from '../deadlines/is-deadline-in-edition-window.ts';
import type { SourceEdition } from './source-record.ts';

type Skip = (level: 'value', ref: string, reason: string) => void;

/**
 * Files an entry's deadlines under the edition they can belong to. Trackers copy an entry forward and
 * forget one field: FAccT "2025" carries 2026's dates and deadlines, SoftRob 2025 the previous year's
 * dates, EACL 2024 the 2026 call. When the named year and the conference dates disagree, the one the
 * deadlines fit wins (the other is dropped); deadlines that fit no reading are dropped, the rest kept.
 * Each change is reported, with the values quoted.
 */
export function reconcileEditionYear(edition: SourceEdition, ref: string, skip: Skip): SourceEdition {
  const named = edition.year;
  const start = edition.dates?.start;
  const dated = start ? Number(start.slice(0, 4)) : undefined;
  const fits = (year: number) =>
    edition.deadlines.every((deadline) => isDeadlineInEditionWindow(deadline.at, year, start));
  if (edition.deadlines.length === 0 || fits(named)) {
    if (dated === undefined || dated === named || fits(dated)) return edition;
    skip(
      'value',
      ref,
      `conference dates from "${start}" contradict the "${named}" edition's deadlines; dates dropped`,
    );
    const { dates: _dropped, ...rest } = edition;
    return rest;
  }
  if (dated !== undefined && dated !== named && fits(dated)) {
    skip(
      'value',
      ref,
      `named year "${named}" contradicts its conference dates and deadlines; filed under "${dated}"`,
    );
    return { ...edition, year: dated };
  }
  const inWindow = (deadline: SourceEdition['deadlines'][number]) =>
    isDeadlineInEditionWindow(deadline.at, named, start);
  const outside = edition.deadlines.filter((deadline) => !inWindow(deadline));
  const dropped = outside.map((deadline) => `${deadline.kind} ${deadline.at.slice(0, 10)}`).join(', ');
  skip('value', ref, `deadlines "${dropped}" fall outside the "${named}" edition; dropped`);
  return { ...edition, deadlines: edition.deadlines.filter(inWindow) };
}
