import { Link } from 'react-router';
import { usePageMeta } from '../ui/use-page-meta';
import { AuthCard } from './auth-card';

const linkClass = 'font-bold text-sunrise-700 underline-offset-4 hover:underline';

export function SignupPage() {
  usePageMeta({ title: 'Sign up', description: 'Create your free Brightday parent account.' });

  return (
    <AuthCard title="Join Brightday">
      <p className="text-lg">
        Create your free parent account. Next you add your children and pair each one with their own board.
      </p>
      <p className="text-sm">
        Accounts are for adults aged 18 and over. See our{' '}
        <Link to="/terms-and-conditions" className={linkClass}>
          Terms
        </Link>{' '}
        and{' '}
        <Link to="/privacy-policy" className={linkClass}>
          Privacy Policy
        </Link>
        .
      </p>
      <p>
        Already have an account?{' '}
        <Link to="/login" className={linkClass}>
          Log in
        </Link>
      </p>
    </AuthCard>
  );
}
