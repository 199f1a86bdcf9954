import { useParams } from 'react-router';
import { usePageMeta } from '../ui/use-page-meta';
import { AuthCard } from './auth-card';

/**
 * Serves /forgot-password, /reset-password and /reset-password/{token}. A token in the address
 * means the e-mailed link was followed, so the screen starts at the new-password step.
 */
export function ResetPasswordPage() {
  const { token } = useParams();
  usePageMeta({ title: token ? 'Create New Password' : 'Reset Your Password' });

  if (token) {
    return (
      <AuthCard title="Create New Password" backToLogin>
        <p className="text-lg">Choose a new password of at least 8 characters for your Brightday account.</p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset Your Password" backToLogin>
      <p className="text-lg">
        We&apos;ll send a link to the e-mail address you signed up with, so you can choose a new password.
      </p>
    </AuthCard>
  );
}
