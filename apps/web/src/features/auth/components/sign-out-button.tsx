import { LogOut } from 'lucide-react';
import { useSignOut } from '../api/sign-out';

/** Signs out and returns to the landing page; says so if the server could not be reached. */
export function SignOutButton({ className }: { className: string }) {
  const signOut = useSignOut();
  return (
    <>
      <button
        type="button"
        onClick={() => signOut.mutate()}
        disabled={signOut.isPending}
        className={className}
      >
        <LogOut aria-hidden="true" className="size-4" />
        {signOut.isPending ? 'Signing out…' : 'Sign Out'}
      </button>
      {signOut.isError && (
        <p role="alert" className="px-4 pb-2 text-sm text-red-700">
          Sign out failed. Please try again.
        </p>
      )}
    </>
  );
}
