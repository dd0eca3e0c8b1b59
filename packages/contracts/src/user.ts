import { z } from 'zod';
import { invalidTextMessage, isStorableText } from './clean-text.ts';

/** Longest display name; the web derives it from the e-mail address, so real ones are short. */
export const userNameMaxLength = 100;

/** A display name: text, not blank, bounded. */
export const UserNameSchema = z
  .string({ message: 'Name must be text' })
  .trim()
  .min(1, 'Name is required')
  .max(userNameMaxLength, `Name must be at most ${userNameMaxLength} characters`)
  .refine(isStorableText, invalidTextMessage);

/** A profile picture: an http(s) address, or null to remove it. */
export const UserImageSchema = z
  .string({ message: 'Image must be an address or null' })
  .trim()
  .max(2048, 'Image address must be at most 2048 characters')
  .pipe(z.url({ protocol: /^https?$/, message: 'Image must be an http or https address' }))
  .nullable();

/**
 * `POST /api/auth/update-user`: the profile fields a user may change themselves. Anything else (the
 * e-mail address, whether it is confirmed) is refused, not ignored.
 */
export const UpdateUserInputSchema = z.strictObject(
  {
    /** New display name. */
    name: UserNameSchema.optional(),
    /** New profile picture address, or null to remove it. */
    image: UserImageSchema.optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? 'Only name and image can be changed here.'
        : 'The request body must be a JSON object.',
  },
);
export type UpdateUserInput = z.infer<typeof UpdateUserInputSchema>;
