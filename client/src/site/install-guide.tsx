import type { ReactNode } from 'react';
import { buttonClass } from '../ui/button-class';
import { Icon, type IconName } from '../ui/icon';
import { siteNotify } from './site-notify';
import { useSiteConfig } from './use-device';

interface GuideCardProps {
  id: string;
  icon: IconName;
  title: string;
  children: ReactNode;
}

function GuideCard({ id, icon, title, children }: GuideCardProps) {
  return (
    <article id={id} className="scroll-mt-24 rounded-3xl bg-white p-7 shadow-soft">
      <span className="grid size-12 place-items-center rounded-2xl bg-sky-100 text-sky-700">
        <Icon name={icon} />
      </span>
      <h3 className="mt-5 text-xl font-extrabold">{title}</h3>
      <div className="mt-3 space-y-3 text-ink-soft [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-5">
        {children}
      </div>
    </article>
  );
}

/** Copies the site's address, so a parent on a computer can send it to their phone. */
function CopyLinkButton() {
  const { publicUrl } = useSiteConfig();
  const copy = async () => {
    const link = `${publicUrl || window.location.origin}/get-started`;
    try {
      await navigator.clipboard.writeText(link);
      await siteNotify({
        title: 'Link copied',
        description: 'Send it to your phone and open it there to add Brightday to your home screen.',
      });
    } catch {
      await siteNotify({
        title: 'Could not copy the link',
        description: `Type ${link} into your phone's browser instead.`,
        variant: 'destructive',
      });
    }
  };
  return (
    <button
      type="button"
      className={buttonClass('secondary', 'min-h-11 py-2 text-sm')}
      onClick={() => void copy()}
    >
      <Icon name="link" className="size-4" />
      Copy link for your phone
    </button>
  );
}

/**
 * How to add Brightday to the home screen on an iPhone, on Android and on a computer (ADR 0024): where
 * Install Brightday and Get Started lead while no store listing is configured and the browser offers no
 * install dialog of its own (ADR 0058).
 */
export function InstallGuide() {
  return (
    <section id="install" aria-labelledby="install-title" className="scroll-mt-24 bg-cream-deep py-16">
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <h2 id="install-title" className="text-center text-3xl font-extrabold tracking-tight">
          Add Brightday to your home screen
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-lg text-ink-soft">
          Brightday runs in your browser and installs like an app: it opens full screen from its own icon, and
          the board keeps working without Wi-Fi.
        </p>
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          <GuideCard id="install-iphone" icon="phone" title="On iPhone or iPad">
            <ol>
              <li>Open this page in Safari.</li>
              <li>
                Tap the Share button <Icon name="share" className="inline size-4 align-[-2px]" /> at the
                bottom of the screen.
              </li>
              <li>Scroll down and tap Add to Home Screen, then Add.</li>
            </ol>
          </GuideCard>
          <GuideCard id="install-android" icon="phone" title="On Android">
            <ol>
              <li>Open this page in Chrome.</li>
              <li>
                Tap the menu <Icon name="moreVertical" className="inline size-4 align-[-2px]" /> at the top
                right.
              </li>
              <li>Tap Add to Home screen (or Install app), then Install.</li>
            </ol>
          </GuideCard>
          <GuideCard id="install-desktop" icon="monitor" title="On a computer">
            <ol>
              <li>Open this page in Chrome or Edge.</li>
              <li>Click the install icon at the right of the address bar, then Install.</li>
              <li>In other browsers, bookmark Brightday or send the link to your phone.</li>
            </ol>
            <CopyLinkButton />
          </GuideCard>
        </div>
      </div>
    </section>
  );
}
