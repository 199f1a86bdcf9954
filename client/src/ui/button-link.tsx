import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { buttonClass, type ButtonVariant } from './button-class';

type ButtonLinkProps = ComponentProps<typeof Link> & { variant?: ButtonVariant };

export function ButtonLink({ variant = 'primary', className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClass(variant, typeof className === 'string' ? className : '')} {...props} />;
}
