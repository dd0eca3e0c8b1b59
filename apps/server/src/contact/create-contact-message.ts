import type { ContactInput } from '@venuescout/contracts';
import { schema, type Db } from '@venuescout/db';

/** Stores a contact-form message and returns its id. */
export async function createContactMessage(options: {
  db: Db;
  input: ContactInput;
}): Promise<{ id: string }> {
  const [row] = await options.db
    .insert(schema.contactMessages)
    .values(options.input)
    .returning({ id: schema.contactMessages.id });
  if (!row) throw new Error('insert returned no row');
  return row;
}
