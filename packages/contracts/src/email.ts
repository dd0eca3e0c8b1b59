import { z } from 'zod';
import { messages } from './messages.ts';

/** The longest address SMTP can deliver to (RFC 5321: a 256-octet path, less its angle brackets). */
export const maxEmailLength = 254;

/**
 * An e-mail address field: a missing value gets `requiredMessage` only, and the format is checked
 * only once something was entered, so each field shows one message at a time.
 */
export const emailField = (requiredMessage: string) =>
  z
    .string()
    .trim()
    .min(1, requiredMessage)
    .max(maxEmailLength, 'Email is too long')
    .pipe(z.email(messages.invalidEmail));
