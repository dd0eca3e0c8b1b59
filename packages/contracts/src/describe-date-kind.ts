/** Kinds that are something authors must submit by a date: only these are called a "deadline". */
const submissionKinds = new Set([
  'abstract',
  'paper',
  'supplementary',
  'commitment',
  'revision',
  'registration',
]);

/**
 * What an edition's date is, in lower case after a title such as "ICLR 2027 — ", shared by the calendar
 * and the venue page. A rebuttal date is the start or end of a period, so it says which when the source's
 * label does; an `other` date (reviews released, an art gallery call) is named by the source's label,
 * since its kind says nothing. Only submission kinds are called a deadline.
 */
export function describeDateKind(kind: string, comment?: string): string {
  if (submissionKinds.has(kind)) return `${kind} deadline`;
  const label = comment?.trim();
  switch (kind) {
    case 'notification':
      return 'notification';
    case 'camera-ready':
      return 'camera-ready version due';
    case 'rebuttal':
      if (label && /\b(start|starts|begin|begins|opens)\b/i.test(label)) return 'rebuttal period starts';
      if (label && /\b(end|ends|close|closes)\b/i.test(label)) return 'rebuttal period ends';
      return 'rebuttal';
    default:
      return label || kind.replace(/-/g, ' ');
  }
}
