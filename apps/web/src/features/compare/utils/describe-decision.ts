import { describeEstimatedDate, formatPublishedDate, type Notification } from '@venuescout/contracts';

/**
 * The decision date that goes with a deadline, as published ("12 May 2027"), or an estimate that says so
 * ("around 12 May 2027, estimated from 2026"); unknown is said, never guessed.
 */
export function describeDecision(notification: Notification | null): string {
  if (!notification) return 'Decision date unknown';
  if (!notification.estimated) return formatPublishedDate(notification.published);
  const basis = notification.basisYear ? `estimated from ${notification.basisYear}` : 'estimated';
  return `${describeEstimatedDate(notification.published)}, ${basis}`;
}

/** The decision as a line of its own: "Decision: 11 May 2027", or "Decision date unknown". */
export function describeDecisionLine(notification: Notification | null): string {
  return notification ? `Decision: ${describeDecision(notification)}` : describeDecision(null);
}
