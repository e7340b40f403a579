import type { ComponentProps } from 'react';
import { Link } from '../lib/router';

type AppLinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: string };

const externalHref = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * A link whose target comes from content (e.g. a hero's call to action): in-app paths and
 * '#anchor's go through the router, so they scroll smoothly; anything else is a plain link.
 */
export function AppLink({ to, ...props }: AppLinkProps) {
  if (externalHref.test(to)) return <a href={to} {...props} />;
  return <Link to={to} {...props} />;
}
