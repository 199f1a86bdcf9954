import { Navigate } from 'react-router';
import { usePageMeta } from '../ui/use-page-meta';
import { AuthCard } from '../ui/auth-card';
import { AuthSwitch } from './auth-switch';
import { useCurrentUser } from '../session/current-user';
import { SignupForm } from '../session/signup-form';

export function SignupPage() {
  usePageMeta({ title: 'Sign up', description: 'Create your free Brightday parent account.' });
  const { user } = useCurrentUser();
  if (user) return <Navigate to="/app" replace />;

  return (
    <AuthCard title="Join Brightday" wide>
      <p>Create your free parent account. Next, add your children and pair each one with their board.</p>
      <SignupForm />
      <AuthSwitch mode="signup" />
    </AuthCard>
  );
}
