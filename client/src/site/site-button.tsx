import type { AnchorHTMLAttributes } from 'react';
import { buttonClass, type ButtonVariant } from '../ui/button-class';

type SiteButtonProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; variant?: ButtonVariant };

/**
 * A link that looks like a button. Marketing pages link with plain anchors: each page is its own
 * prerendered document, so the site needs no client-side router (ADR 0011).
 */
export function SiteButton({ variant = 'primary', className = '', ...anchor }: SiteButtonProps) {
  return <a className={buttonClass(variant, className)} {...anchor} />;
}
