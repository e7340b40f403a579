import { defaultHomeHero } from '../../../../shared/content/fallback/site';
import { PageMeta, useSiteOrigin } from '../../lib/page-meta';
import { useSite } from '../../lib/content/use-site';
import { organizationJsonLd } from '../../lib/structured-data';
import { ConsultationSection } from './components/consultation-section';
import { Hero } from './components/hero';

// web/index.html carries the same title and description for the first paint.
const homeMeta = {
  type: 'website' as const,
  title: 'Nexora Technologies | Web, Mobile, Software & AI Development',
  description:
    'Nexora Technologies builds web, mobile, software and AI solutions for growing businesses and trains developers through live online courses. Book a free consultation.',
};

export function HomePage() {
  const site = useSite();
  const origin = useSiteOrigin();
  const hero = site.heroSections.find((section) => section.pageSlug === 'home') ?? defaultHomeHero;

  return (
    <>
      <PageMeta {...homeMeta} path="/" jsonLd={[organizationJsonLd(site.settings, site.socialLinks, origin)]} />
      <Hero hero={hero} stats={site.settings.stats} />
      <ConsultationSection />
    </>
  );
}
