import type { ComponentProps } from 'react';
import { FormField } from './form-field';

type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'id' | 'className'> & {
  label: string;
  error?: string;
  hint?: string;
};

/** A labelled multi-line input with its validation message. */
export function TextAreaField({ label, error, hint, ...textAreaProps }: TextAreaFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => <textarea rows={6} {...textAreaProps} {...control} />}
    </FormField>
  );
}
