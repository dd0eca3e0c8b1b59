import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '@venuescout/contracts';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

const CreatedSchema = z.object({ id: z.string() });

/** Stores a message from the contact form; the answer goes to the given e-mail address. */
export function createContactMessage(input: ContactInput) {
  return apiClient.post('/api/contact', input, CreatedSchema);
}

export function useCreateContactMessage() {
  return useMutation({ mutationFn: createContactMessage });
}
