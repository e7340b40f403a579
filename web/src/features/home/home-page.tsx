import { lazy, memo, Suspense } from 'react';
import { defaultHomeHero } from '#shared/content/fallback/site';
import { useSite } from '#web/lib/content/use-site';
import { PageMeta, useSiteOrigin } from '#web/lib/page-meta';
import { organizationJsonLd } from '#web/lib/organization-json-ld';
import { Hero } from './components/hero';

// web/index.html carries the same title and description for the first paint.
const homeMeta = {
  type: 'website' as const,
  title: 'Nexora Technologies | Web, Mobile, Software & AI Development',
  description:
    'Nexora Technologies builds web, mobile, software and AI solutions for growing businesses and trains developers through live online courses. Book a free consultation.',
};

// Everything below the hero (the booking widget and MVP calculator included) loads after the
// page's first JavaScript (docs/benchmarks.md's 90 KB budget). The prerendered HTML shows it at once, and
// React hydrates it when its code arrives.
const BelowTheFold = lazy(() =>
  import('./components/below-the-fold').then((module) => ({ default: module.BelowTheFold })),
);

/**
 * Memoised without props: the page re-renders when the live site settings arrive, and that must
 * not reach the Suspense boundary while its code is still loading (React would then drop the
 * prerendered HTML and show the fallback).
 */
const DeferredBelowTheFold = memo(function DeferredBelowTheFold() {
  return (
    <Suspense fallback={<div aria-busy="true" className="min-h-screen" />}>
      <BelowTheFold />
    </Suspense>
  );
});

/** docs/product.md §2 Home: the hero, then the sections in BelowTheFold, in the product's order. */
export function HomePage() {
  const site = useSite();
  const origin = useSiteOrigin();
  const hero = site.heroSections.find((section) => section.pageSlug === 'home') ?? defaultHomeHero;

  return (
    <>
      <PageMeta
        {...homeMeta}
        path="/"
        jsonLd={[organizationJsonLd(site.settings, site.socialLinks, origin)]}
      />
      <Hero hero={hero} stats={site.settings.stats} />
      <DeferredBelowTheFold />
    </>
  );
}
