import type { DeadlineKind } from '../model/venue.ts';

/** Calls beside the research papers: their deadlines are no paper or abstract deadline of the venue. */
const SIDE_CALL =
  /workshop|tutorial|\bdemos?\b|demonstration|poster|doctoral|\bphd\b|artifact|competition|challenge|student volunteer/i;
/** "Submission deadline (papers and posters)": the papers' deadline, shared with a side call. */
const SHARED_WITH_PAPERS = /\bpapers?\s+(?:and|&)\b/i;
/** The date that registers a paper (title and abstract) before the paper itself is due. */
const REGISTRATION = /\babstracts?\b|\bregist(?:er|ration|erations)\b/i;
/** One date for both ("abstract and full paper deadline", "Abstracts/Full-Text Paper Submission"). */
const BOTH = /abstracts?\s*(?:and|&|\/|\+)\s*(?:full(?:-text)?\s*)?papers?/i;
/** A remark about another date ("Mandatory abstract deadline on Sep 29, 2021."). */
const OTHER_DATE = /\bon\s+[a-z]{3,9}\.?\s+\d/i;
const CAMERA_READY = /camera[- ]?ready/i;
const TRACK = /([a-z]+(?:\s*(?:\/|and|&)\s*[a-z]+)*(?:\s+papers?)?)\s+track\b/i;
const PAPER_TYPE = /\b(full|short|long|regular|position|vision|industry|industrial)[- ]?papers?\b/i;

/**
 * What a submission deadline a source filed as `paper` or `abstract` really is, by its remark: a side
 * call (workshop, tutorial, posters…) is `other`; "abstract registration", "Title and Abstract Due",
 * "Mandatory Paper Registration" are `abstract`; the track ("short papers", "industry track") is kept.
 * Other kinds pass unchanged.
 */
export function classifyDeadline(
  kind: DeadlineKind,
  comment: string | undefined,
): { kind: DeadlineKind; track?: string } {
  if ((kind !== 'paper' && kind !== 'abstract') || !comment) return { kind };
  if (CAMERA_READY.test(comment)) return { kind: 'camera-ready' };
  if (SIDE_CALL.test(comment) && !SHARED_WITH_PAPERS.test(comment)) return { kind: 'other' };
  const registers =
    kind === 'paper' && REGISTRATION.test(comment) && !BOTH.test(comment) && !OTHER_DATE.test(comment);
  const track = readTrack(comment);
  return { kind: registers ? 'abstract' : kind, ...(track ? { track } : {}) };
}

/** "Research Track Paper submission" → `research track`; "Abstract (short papers)" → `short papers`. */
function readTrack(comment: string): string | undefined {
  const track = TRACK.exec(comment)?.[1];
  if (track) return `${track.toLowerCase().replace(/\s+/g, ' ')} track`;
  const paperType = PAPER_TYPE.exec(comment)?.[1];
  return paperType ? `${paperType.toLowerCase()} papers` : undefined;
}
