import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { resolveHref, useLocation, useNavigate } from './history';

// Links that navigate within the app without reloading the page, and fall back to the browser's
// own handling whenever the visitor asks for something else: a new tab or window, a download.

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

const handledByBrowser = (event: MouseEvent<HTMLAnchorElement>, target?: string) =>
  event.defaultPrevented ||
  event.button !== 0 ||
  event.metaKey ||
  event.altKey ||
  event.ctrlKey ||
  event.shiftKey ||
  (!!target && target !== '_self') ||
  event.currentTarget.hasAttribute('download');

export function Link({ to, replace, onClick, target, ...anchor }: LinkProps) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const href = resolveHref(to, pathname);
  // A link to the address shown replaces its history entry rather than repeating it.
  const here = href === `${pathname}${search}${hash}`;
  return (
    <a
      {...anchor}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (handledByBrowser(event, target)) return;
        event.preventDefault();
        navigate(href, { replace: replace ?? here });
      }}
    />
  );
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Active only at exactly this address, not also at the addresses below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
}

const trimmed = (path: string) => path.replace(/\/+$/, '').toLowerCase() || '/';

/** A navigation link that knows when it leads to the page shown, and says so (aria-current). */
export function NavLink({ end, className, ...link }: NavLinkProps) {
  const { pathname } = useLocation();
  const current = trimmed(pathname);
  const own = trimmed(resolveHref(link.to, pathname).split(/[?#]/)[0]!);
  // The home link is active only at home: every address starts with its '/'.
  const isActive = current === own || (!end && own !== '/' && current.startsWith(`${own}/`));
  return (
    <Link
      {...link}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}
