import { useState } from 'react';
import { buttonClassName } from '../../../components/ui/button-class-name';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { useDeleteAccount } from '../api/delete-account';

/** Deletes the account after the user types their e-mail address and password. */
export function DeleteAccount({ email }: { email: string }) {
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const remove = useDeleteAccount();
  const isConfirmed = typed.trim().toLowerCase() === email.toLowerCase() && password !== '';
  return (
    <div className="mt-3 space-y-3">
      <p className="text-sm text-slate-700">
        This deletes your account, analyses, favorites, settings and calendar feed at once. It cannot be
        undone.
      </p>
      {remove.isError ? (
        <FormAlert tone="error">{remove.error.message || 'The account could not be deleted.'}</FormAlert>
      ) : null}
      <TextField
        label={`Type ${email} to confirm`}
        value={typed}
        autoComplete="off"
        onChange={(event) => setTyped(event.target.value)}
      />
      <PasswordField
        label="Your password"
        value={password}
        autoComplete="current-password"
        onChange={(event) => setPassword(event.target.value)}
      />
      <button
        type="button"
        className={buttonClassName({ variant: 'danger' })}
        disabled={!isConfirmed || remove.isPending}
        onClick={() => remove.mutate({ confirmEmail: typed, password })}
      >
        Delete account
      </button>
    </div>
  );
}
