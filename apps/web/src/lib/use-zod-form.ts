import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { toFieldErrors, type FieldErrors } from './to-field-errors';

/**
 * Holds a form's text values and validates them with a contracts schema on submit, so the browser shows
 * exactly the messages the server would send. Editing a field clears its message.
 */
export function useZodForm<Values extends Record<string, string>, Output>(
  schema: z.ZodType<Output, Values>,
  initialValues: Values,
) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});

  const setValue = (name: keyof Values & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const field = (name: keyof Values & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValue(name, event.target.value),
  });

  const handleSubmit = (onValid: (data: Output) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      onValid(result.data);
      return;
    }
    const nextErrors = toFieldErrors(result.error.issues);
    setErrors(nextErrors);
    // Keyboard and screen-reader users land on the first field that needs fixing.
    const firstInvalid = Object.keys(nextErrors)[0];
    const element = firstInvalid ? event.currentTarget.elements.namedItem(firstInvalid) : null;
    if (element instanceof HTMLElement) element.focus();
  };

  const reset = () => {
    setValues(initialValues);
    setErrors({});
  };

  return { values, errors, setErrors, field, handleSubmit, reset };
}
