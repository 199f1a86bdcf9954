import { Link, Navigate } from 'react-router';
import { usePageMeta } from '../ui/use-page-meta';
import { AuthCard } from '../ui/auth-card';
import { AuthSwitch, authLinkClass } from './auth-switch';
import { useCurrentUser } from '../session/current-user';
import { LoginForm } from '../session/login-form';

/** /login, and the screen the session gate shows in place of an app screen when nobody is signed in. */
export function LoginPage() {
  usePageMeta({
    title: 'Log in',
    description: 'Log in to your Brightday parent account.',
    canonicalPath: '/login',
  });
  const { user } = useCurrentUser();
  if (user) return <Navigate to="/app" replace />;

  return (
    <AuthCard title="Brightday">
      <p>Log in to plan routines, pair boards and see how your children&apos;s day is going.</p>
      <LoginForm />
      <p className="-mt-2">
        <Link to="/reset-password" className={authLinkClass}>
          Forgot your password?
        </Link>
      </p>
      <AuthSwitch mode="login" />
    </AuthCard>
  );
}
