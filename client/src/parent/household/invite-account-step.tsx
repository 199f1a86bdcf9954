import { useState } from 'react';
import { useLocation } from 'react-router';
import { LoginForm } from '../../session/login-form';
import { SignupForm } from '../../session/signup-form';

/**
 * Someone who opened an invitation without being signed in: a new account or a login, with the invited
 * address filled in; either way they come back to the invitation to accept it.
 */
export function InviteAccountStep({ email }: { email: string }) {
  const location = useLocation();
  const [mode, setMode] = useState<'signup' | 'login'>('signup');
  const tabClass = (active: boolean) =>
    `min-h-11 flex-1 rounded-full px-4 font-bold transition ${active ? 'bg-ink text-cream' : 'text-ink'}`;

  return (
    <div className="space-y-5">
      <p className="font-semibold">To accept, create your own Brightday account or log in with {email}.</p>
      <div
        role="group"
        aria-label="Account"
        className="flex gap-1 rounded-full bg-cream p-1 ring-2 ring-ink/10"
      >
        <button
          type="button"
          aria-pressed={mode === 'signup'}
          className={tabClass(mode === 'signup')}
          onClick={() => setMode('signup')}
        >
          I&apos;m new here
        </button>
        <button
          type="button"
          aria-pressed={mode === 'login'}
          className={tabClass(mode === 'login')}
          onClick={() => setMode('login')}
        >
          I have an account
        </button>
      </div>
      {mode === 'signup' ? (
        <SignupForm initialEmail={email} destination={`${location.pathname}${location.search}`} />
      ) : (
        <LoginForm initialEmail={email} />
      )}
    </div>
  );
}
