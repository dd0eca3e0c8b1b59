import type { Disagreement } from '@venuescout/contracts';

/** Sources are five minutes apart on the same deadline all the time ("23:59" against "23:59:59"). */
const SAME_INSTANT_MS = 5 * 60_000;

/** Another source's value for a deadline the page shows. */
export interface OtherValue {
  source: string;
  at: string;
}

/**
 * What other sources say about one shown deadline: the values of the disagreement whose chosen value is
 * this deadline, leaving out those within a few minutes of it.
 */
export function findOtherValues(
  disagreements: Disagreement[],
  deadline: { year: number; kind: string; at: string },
): OtherValue[] {
  const prefix = `editions.${deadline.year}.${deadline.kind}`;
  const shownAt = Date.parse(deadline.at);
  for (const disagreement of disagreements) {
    const { field, chosen, values } = disagreement;
    if (field !== prefix && !field.startsWith(`${prefix}.round`)) continue;
    const shown = values.find((value) => value.source === chosen);
    if (!shown || Date.parse(shown.value) !== shownAt) continue;
    return values
      .filter(
        (value) => value.source !== chosen && Math.abs(Date.parse(value.value) - shownAt) > SAME_INSTANT_MS,
      )
      .map((value) => ({ source: value.source, at: value.value }));
  }
  return [];
}

/** Deadlines of an edition that only other sources list (`editions.YEAR.KIND.unlisted`). */
export function findUnlistedDeadlines(
  disagreements: Disagreement[],
  year: number,
): (OtherValue & { kind: string })[] {
  const pattern = new RegExp(`^editions\\.${year}\\.([a-z-]+)\\.unlisted$`);
  return disagreements.flatMap((disagreement) => {
    const kind = pattern.exec(disagreement.field)?.[1];
    return kind ? disagreement.values.map((value) => ({ kind, source: value.source, at: value.value })) : [];
  });
}

/**
 * Abstract dates an edition leaves out because they fall after its paper deadline
 * (`editions.YEAR.abstract.after-paper`: a registration date, or the two dates swapped by the source).
 */
export function findLateAbstracts(disagreements: Disagreement[], year: number): OtherValue[] {
  const field = `editions.${year}.abstract.after-paper`;
  return (
    disagreements
      .filter((disagreement) => disagreement.field === field)
      // The first value is the paper deadline the edition shows; the second the abstract left out.
      .flatMap(({ values }) => values.slice(1).map((value) => ({ source: value.source, at: value.value })))
  );
}
