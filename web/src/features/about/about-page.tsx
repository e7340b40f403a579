import { paths } from '#web/app/paths';
import { CtaSection } from '#web/components/cta-section';
import { PageHero } from '#web/components/page-hero';
import { StatsBand } from '#web/components/stats-band';
import { useSite } from '#web/lib/content/use-site';
import { PageMeta } from '#web/lib/page-meta';
import { AboutReasons } from './components/about-reasons';
import { CoreValues } from './components/core-values';
import { MissionVision } from './components/mission-vision';
import { Story } from './components/story';
import { siteFigures } from '#web/lib/site-figures';

export function AboutPage() {
  const { companyName, stats } = useSite().settings;

  return (
    <>
      <PageMeta
        title="About Us: Our Story, Mission and Values"
        description={`Meet ${companyName}, a Bengaluru software company building web, mobile and AI products. Read our story, mission, vision and the values behind our work.`}
        path={paths.about}
      />
      <PageHero
        eyebrow="About Us"
        title={`We Are ${companyName}`}
        description="A team of engineers, designers and marketers helping businesses in India and around the world turn ideas into software that works."
      />
      <Story companyName={companyName} stats={stats} />
      <MissionVision />
      <CoreValues />
      <AboutReasons stats={stats} />
      <StatsBand
        label="Company figures"
        stats={siteFigures(stats, [
          'projectsCompleted',
          'happyClients',
          'yearsExperience',
          'support',
        ])}
      />
      <CtaSection
        title="Let's Build Something Great Together"
        description="Whether you have a detailed brief or just an idea, we would love to hear about it."
        primary={{ label: 'Start a Conversation', to: paths.contact }}
        secondary={{ label: 'Explore Our Services', to: paths.services }}
      />
    </>
  );
}
