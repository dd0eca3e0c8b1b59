import { Link } from 'react-router';
import { paths } from '../config/paths';
import { FormAlert } from './ui/form-alert';

/** Says a plan limit refused the action, in the specification's words, with the way to lift it. */
export function LimitReachedAlert({ message }: { message: string }) {
  return (
    <FormAlert tone="error">
      <p>{message}</p>
      <p className="mt-1">
        <Link to={paths.pricing} className="font-medium underline">
          See the Pro plan
        </Link>
      </p>
    </FormAlert>
  );
}
