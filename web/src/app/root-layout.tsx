import { lazy, memo, Suspense } from 'react';
import { Outlet, useLocation } from '../lib/router';
import {
  fallbackContactInfo,
  fallbackSettings,
  fallbackSocialLinks,
} from '#shared/content/fallback/site';
import type { FooterProps } from '../components/footer';
import { Header } from '../components/header';
import { ScrollToTop } from '../components/scroll-to-top';
import { SkipLink } from '../components/skip-link';
import { useSite } from '../lib/content/use-site';
import { PageBoundary } from './page-boundary';

const mainContentId = 'main-content';

// The footer (with its newsletter form) is below the fold on every page, so its code loads after
// the page's own: prerendered pages show its HTML at once and React hydrates it when it arrives.
const Footer = lazy(() =>
  import('../components/footer').then((module) => ({ default: module.Footer })),
);
// The cookie banner and page-view analytics: nothing in them is needed before the page works.
const SiteExtras = lazy(() =>
  import('../components/site-extras').then((module) => ({ default: module.SiteExtras })),
);

/**
 * The layout builds the footer's props anew on every render (each navigation): equal ones skip
 * the footer. Until its code has arrived, an urgent re-render reaching its Suspense boundary
 * would make React drop the prerendered HTML (content refreshes are transitions, useContent).
 */
const DeferredFooter = memo(
  function DeferredFooter(props: FooterProps) {
    return (
      <Suspense fallback={null}>
        <Footer {...props} />
      </Suspense>
    );
  },
  (before, after) => JSON.stringify(before) === JSON.stringify(after),
);

const DeferredSiteExtras = memo(function DeferredSiteExtras() {
  return (
    <Suspense fallback={null}>
      <SiteExtras />
    </Suspense>
  );
});

/** Header, main and footer around every public page. */
export function RootLayout() {
  const site = useSite();
  // docs/product.md §1: an empty read falls back to the built-in content.
  const companyName = site.settings.companyName || fallbackSettings.companyName;
  const contactInfo = site.contactInfo.length ? site.contactInfo : fallbackContactInfo;
  const socialLinks = site.socialLinks.length ? site.socialLinks : fallbackSocialLinks;
  const { pathname } = useLocation();

  return (
    <>
      <ScrollToTop />
      <SkipLink targetId={mainContentId} />
      <div className="flex min-h-dvh flex-col">
        <Header companyName={companyName} />
        <main id={mainContentId} tabIndex={-1} className="flex-1 outline-none">
          {/* Keyed by page, so an error on one page clears when the visitor moves on. */}
          <PageBoundary key={pathname}>
            <Outlet />
          </PageBoundary>
        </main>
        <DeferredFooter
          companyName={companyName}
          contactInfo={[...contactInfo].sort((a, b) => a.sortOrder - b.sortOrder)}
          socialLinks={[...socialLinks].sort((a, b) => a.sortOrder - b.sortOrder)}
        />
      </div>
      <DeferredSiteExtras />
    </>
  );
}
