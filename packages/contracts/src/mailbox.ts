import { z } from 'zod';

/** One message in the development outbox (`GET /api/dev/mailbox`). */
export const OutboxMessageSchema = z.object({
  /** Message id. */
  id: z.string(),
  /** Recipient address. */
  to: z.string(),
  /** Subject line. */
  subject: z.string(),
  /** Plain-text body. */
  text: z.string(),
  /** HTML body. */
  html: z.string(),
  /** Absolute URLs found in the message, in order of appearance. */
  links: z.array(z.string()),
  /** ISO-8601 instant the message was stored. */
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;
