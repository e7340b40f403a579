import { defaultHomeHero, fallbackSettings } from '../../../../shared/content/fallback/site';
import { usePageMeta } from '../../lib/page-meta';
import { useSite } from './api/get-site';
import { ConsultationSection } from './components/consultation-section';
import { Hero } from './components/hero';

// web/index.html carries the same title and description for the first paint.
const homeMeta = {
  title: 'Nexora Technologies | Web, Mobile, Software & AI Development',
  description:
    'Nexora Technologies builds web, mobile, software and AI solutions for growing businesses and trains developers through live online courses. Book a free consultation.',
};

export function HomePage() {
  usePageMeta(homeMeta);
  const { site } = useSite();
  // The fallback renders first (and in prerendered HTML); the API's content replaces it.
  const hero = site?.heroSections.find((section) => section.pageSlug === 'home') ?? defaultHomeHero;
  const stats = site?.settings.stats ?? fallbackSettings.stats;

  return (
    <>
      <Hero hero={hero} stats={stats} />
      <ConsultationSection />
    </>
  );
}
