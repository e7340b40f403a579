import type { ReactNode } from 'react';
import { OutlineIcon } from '#web/components/outline-icon';
import { SocialIcon } from '#web/components/social-icon';
import { useHydrated } from '#web/lib/use-hydrated';

interface ShareLinksProps {
  title: string;
  /** The page's path; the links share its absolute address. */
  path: string;
  /** useSiteOrigin(). */
  origin: string;
}

// Feather's outlines (MIT), like the footer's social icons; lucide has no brand icons.
const brandIcon = (children: ReactNode) => <OutlineIcon>{children}</OutlineIcon>;

export function shareTargets(url: string, title: string) {
  const u = encodeURIComponent(url);
  return [
    {
      name: 'Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
      icon: brandIcon(
        <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />,
      ),
    },
    {
      name: 'X (Twitter)',
      href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
      icon: brandIcon(<path d="M4 4l16 16M20 4 4 20" />),
    },
    {
      name: 'LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
      icon: <SocialIcon platform="linkedin" />,
    },
  ];
}

/** docs/product.md §2: share on Facebook, Twitter and LinkedIn with the page's address. */
export function ShareLinks({ title, path, origin }: ShareLinksProps) {
  // A prerendered page carries the origin it was built for; in the browser `origin` is the one
  // the visitor has open (the same in production, not on a test stack). React keeps server
  // attributes when hydrating, so the key swaps in fresh links once hydration is done.
  const hydrated = useHydrated();
  const url = `${origin}${path}`;

  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-sm font-semibold text-slate-900 dark:text-white">Share this article</p>
      <ul key={hydrated ? 'live' : 'built'} className="flex gap-2" data-testid="share-links">
        {shareTargets(url, title).map((target) => (
          <li key={target.name}>
            <a
              href={target.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Share on ${target.name} (opens in a new tab)`}
              suppressHydrationWarning
              className="inline-flex rounded-lg border border-slate-200 p-2.5 text-slate-600 transition-colors hover:border-blue-600 hover:text-blue-700 dark:border-slate-700 dark:text-slate-300 dark:hover:border-blue-400 dark:hover:text-blue-300"
            >
              {target.icon}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
