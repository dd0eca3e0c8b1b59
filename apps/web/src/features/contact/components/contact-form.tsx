import { ContactInputSchema, limits, messages } from '@venuescout/contracts';
import { buttonClassName } from '../../../components/ui/button-class-name';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { getApiFieldErrors } from '../../../lib/get-api-field-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCreateContactMessage } from '../api/create-contact-message';

/** Name, e-mail and message, all required; clears itself once the message is stored. */
export function ContactForm() {
  const createMessage = useCreateContactMessage();
  const form = useZodForm(ContactInputSchema, { name: '', email: '', message: '' });

  const onValid = form.handleSubmit((input) =>
    createMessage.mutate(input, {
      onSuccess: () => form.reset(),
      onError: (error) => form.setErrors(getApiFieldErrors(error)),
    }),
  );

  return (
    <form noValidate onSubmit={onValid} className="space-y-5">
      {createMessage.isError && <FormAlert tone="error">{messages.contactFailure}</FormAlert>}
      {createMessage.isSuccess && <FormAlert tone="success">{messages.contactSuccess}</FormAlert>}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Name" autoComplete="name" {...form.field('name')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          {...form.field('email')}
        />
      </div>
      <TextAreaField label="Message" maxLength={limits.contactMessageMaxLength} {...form.field('message')} />
      <button type="submit" disabled={createMessage.isPending} className={buttonClassName()}>
        {createMessage.isPending ? 'Sending…' : 'Send Message'}
      </button>
    </form>
  );
}
