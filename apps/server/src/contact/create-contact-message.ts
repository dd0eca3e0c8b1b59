import type { ContactInput } from '@venuescout/contracts';
import { schema, type Db } from '@venuescout/db';

/**
 * Stores a contact-form message and returns its id. `userId` is the signed-in sender, null when signed
 * out: the data export lists a message by it, never by the address typed, which anyone can type.
 */
export async function createContactMessage(options: {
  db: Db;
  input: ContactInput;
  userId: string | null;
}): Promise<{ id: string }> {
  const [row] = await options.db
    .insert(schema.contactMessages)
    .values({ ...options.input, userId: options.userId })
    .returning({ id: schema.contactMessages.id });
  if (!row) throw new Error('insert returned no row');
  return row;
}
