import type { PasswordStrength } from '@venuescout/contracts/password-strength';
import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { FormField } from './form-field';

type PasswordFieldProps = Omit<ComponentProps<'input'>, 'id' | 'className' | 'type'> & {
  label: string;
  error?: string;
  hint?: string;
  /** The estimate of a new password, shown as advice under the field; null while there is none yet. */
  strength?: PasswordStrength | null;
};

/** The estimator's verdict in words: what is wrong and how to fix it, or that the password will do. */
function describeStrength(strength: PasswordStrength): string {
  if (strength.isStrongEnough) return 'Hard to guess: this password will do.';
  return ['Too easy to guess.', strength.warning, ...strength.suggestions].filter(Boolean).join(' ');
}

/** A password input whose text can be shown, which helps people typing on phones. */
export function PasswordField({ label, error, hint, strength, ...inputProps }: PasswordFieldProps) {
  const [isVisible, setIsVisible] = useState(false);
  const Icon = isVisible ? EyeOff : Eye;
  return (
    <FormField
      label={label}
      error={error}
      hint={hint}
      feedback={strength === undefined ? undefined : strength ? describeStrength(strength) : ''}
    >
      {(control) => (
        <div className="relative">
          <input
            {...inputProps}
            {...control}
            type={isVisible ? 'text' : 'password'}
            className={`${control.className} pr-11`}
          />
          <button
            type="button"
            aria-label={`Show ${label.toLowerCase()}`}
            aria-pressed={isVisible}
            onClick={() => setIsVisible((visible) => !visible)}
            className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-slate-600 hover:text-slate-900"
          >
            <Icon aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}
    </FormField>
  );
}
