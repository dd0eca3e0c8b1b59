import { z } from 'zod';
import { emailField } from './email.ts';
import { limits } from './limits.ts';
import { messages } from './messages.ts';

/** The public contact form. */
export const ContactInputSchema = z.object({
  /** Who is writing. */
  name: z.string().trim().min(1, messages.contactNameRequired).max(200, 'Name is too long'),
  /** Where to answer. */
  email: emailField(messages.contactEmailRequired),
  /** The message itself. */
  message: z
    .string()
    .trim()
    .min(1, messages.contactMessageRequired)
    .max(
      limits.contactMessageMaxLength,
      `Message must be at most ${limits.contactMessageMaxLength} characters`,
    ),
});
export type ContactInput = z.infer<typeof ContactInputSchema>;
