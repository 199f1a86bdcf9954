import { Link } from 'react-router';

export const authLinkClass =
  'inline-block py-2 font-bold text-sunrise-700 underline-offset-4 hover:text-ink hover:underline';

interface AuthSwitchProps {
  mode: 'login' | 'signup';
}

/** The link that toggles the shared card between logging in and signing up. */
export function AuthSwitch({ mode }: AuthSwitchProps) {
  return (
    <p className="border-t border-ink/10 pt-5">
      {mode === 'login' ? (
        <>
          Don&apos;t have an account?{' '}
          <Link to="/signup" className={authLinkClass}>
            Create one
          </Link>
        </>
      ) : (
        <>
          Already have an account?{' '}
          <Link to="/login" className={authLinkClass}>
            Log in
          </Link>
        </>
      )}
    </p>
  );
}
