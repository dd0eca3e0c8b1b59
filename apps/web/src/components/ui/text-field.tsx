import type { ComponentProps } from 'react';
import { FormField } from './form-field';

type TextFieldProps = Omit<ComponentProps<'input'>, 'id' | 'className'> & {
  label: string;
  error?: string;
  hint?: string;
};

/** A labelled single-line input with its validation message. */
export function TextField({ label, error, hint, ...inputProps }: TextFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => <input {...inputProps} {...control} />}
    </FormField>
  );
}
