import {
  describePublishedTime,
  findNotification,
  type NextDeadline as CatalogDeadline,
  type Venue,
} from '@venuescout/catalog';
import type { Notification } from '@venuescout/contracts';

/** The decision date that goes with a venue's next deadline, as the contract has it. */
export function toNotification(venue: Venue, deadline: CatalogDeadline | null): Notification | null {
  const notification = findNotification(venue, deadline);
  if (!notification) return null;
  const { at, timezone, weeksAfterDeadline } = notification;
  const published = describePublishedTime(at, timezone);
  return notification.estimated
    ? { at, timezone, published, estimated: true, weeksAfterDeadline, basisYear: notification.basisYear }
    : { at, timezone, published, estimated: false, weeksAfterDeadline };
}
