import { Outlet, useLocation } from 'react-router-dom';
import {
  fallbackContactInfo,
  fallbackSettings,
  fallbackSocialLinks,
} from '../../../shared/content/fallback/site';
import { Footer } from '../components/footer';
import { Header } from '../components/header';
import { ScrollToTop } from '../components/scroll-to-top';
import { SkipLink } from '../components/skip-link';
import { useSite } from '../lib/content/use-site';
import { PageBoundary } from './page-boundary';

const mainContentId = 'main-content';

/** Header, main and footer around every public page. */
export function RootLayout() {
  const site = useSite();
  // Spec §1: an empty read falls back to the built-in content.
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
        <Footer
          companyName={companyName}
          contactInfo={[...contactInfo].sort((a, b) => a.sortOrder - b.sortOrder)}
          socialLinks={[...socialLinks].sort((a, b) => a.sortOrder - b.sortOrder)}
        />
      </div>
    </>
  );
}
