import { useState } from 'react';
import { buttonClass } from '../../ui/button-class';
import { Icon } from '../../ui/icon';
import { notify } from '../../ui/toaster';

interface ShareLinkProps {
  /** The invitation link; it holds the only copy of its token. */
  url: string;
  email: string;
  /** Who is inviting, for the shared message. */
  inviter: string;
}

/**
 * An invitation's link, to copy or to hand to the phone's own share sheet (the Web Share API), since
 * families send these by message as often as by e-mail.
 */
export function ShareLink({ url, email, inviter }: ShareLinkProps) {
  const [copied, setCopied] = useState(false);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      notify({
        title: 'Not copied',
        description: 'Your browser did not let us copy. Select the link and copy it yourself.',
        variant: 'destructive',
      });
    }
  }

  async function share() {
    try {
      await navigator.share({
        title: 'Join our family on Brightday',
        text: `${inviter} invites you to join the family on Brightday. Open this link and sign up or log in with ${email}.`,
        url,
      });
    } catch {
      // The person closed the share sheet: nothing to say.
    }
  }

  return (
    <div className="space-y-3 rounded-2xl bg-sky-100 p-4">
      <p className="font-semibold [overflow-wrap:anywhere]">
        We sent the invitation to {email}. You can also send this link yourself. It works once, for 7 days,
        only for that address.
      </p>
      <label className="block">
        <span className="mb-1 block text-sm font-bold">Invitation link</span>
        <input
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="block min-h-12 w-full rounded-2xl border-2 border-ink/50 bg-white px-4 py-2.5 text-base text-ink"
        />
      </label>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClass('secondary')} onClick={() => void copy()}>
          <Icon name="copy" className="size-5" />
          {copied ? 'Link copied' : 'Copy link'}
        </button>
        {canShare && (
          <button type="button" className={buttonClass('secondary')} onClick={() => void share()}>
            <Icon name="share" className="size-5" />
            Share link
          </button>
        )}
      </div>
      <p role="status" className="sr-only">
        {copied ? 'Link copied' : ''}
      </p>
    </div>
  );
}
