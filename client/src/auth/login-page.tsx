import { Link } from 'react-router';
import { usePageMeta } from '../ui/use-page-meta';
import { AuthCard } from './auth-card';

const linkClass = 'font-bold text-sunrise-700 underline-offset-4 hover:underline';

export function LoginPage() {
  usePageMeta({ title: 'Log in', description: 'Log in to your Brightday parent account.' });

  return (
    <AuthCard title="Brightday">
      <p className="text-lg">
        Log in to plan your children&apos;s routines, pair their boards and see how their day is going.
      </p>
      <p>
        <Link to="/reset-password" className={linkClass}>
          Forgot your password?
        </Link>
      </p>
      <p>
        Don&apos;t have an account?{' '}
        <Link to="/signup" className={linkClass}>
          Create one
        </Link>
      </p>
    </AuthCard>
  );
}
