import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { ButtonLink } from '../ui/button-link';
import { usePageMeta } from '../ui/use-page-meta';
import { AuthCard } from '../ui/auth-card';
import { ResetNewPasswordStep } from './reset-new-password-step';
import { ResetRequestStep } from './reset-request-step';
import { confirmationRecipient, initialResetStep, usableResetToken, type ResetStep } from './reset-steps';

const titles: Record<ResetStep, string> = {
  request: 'Reset Your Password',
  sent: 'Check Your Email',
  reset: 'Create New Password',
  complete: 'Password Reset Complete',
};

/**
 * Serves /forgot-password, /reset-password and /reset-password/{token}. Keyed by the path so that
 * following a link between them starts the steps afresh.
 */
export function ResetPasswordPage() {
  const { pathname } = useLocation();
  const { token } = useParams();
  return <ResetPasswordSteps key={pathname} token={token} />;
}

function ResetPasswordSteps({ token }: { token: string | undefined }) {
  const [step, setStep] = useState<ResetStep>(() => initialResetStep(token));
  const [maskEmail, setMaskEmail] = useState<string | null | undefined>();
  usePageMeta({ title: titles[step], canonicalPath: token === undefined ? undefined : null });

  return (
    <AuthCard title={titles[step]} backToLogin announceTitleChanges>
      {step === 'request' && <ResetRequestStep onSent={() => setStep('sent')} />}
      {step === 'sent' && (
        <>
          <p className="text-lg">Please check your inbox and spam folder for the reset instructions.</p>
          <ButtonLink to="/login" className="w-full">
            Back to Login
          </ButtonLink>
        </>
      )}
      {step === 'reset' && (
        <ResetNewPasswordStep
          token={usableResetToken(token)}
          onReset={(masked) => {
            setMaskEmail(masked);
            setStep('complete');
          }}
        />
      )}
      {step === 'complete' && (
        <>
          <p className="text-lg">A confirmation email has been sent to {confirmationRecipient(maskEmail)}</p>
          <ButtonLink to="/login" className="w-full">
            Continue to Login
          </ButtonLink>
        </>
      )}
    </AuthCard>
  );
}
