import { Headphones, Rocket, ShieldCheck, Users } from 'lucide-react';
import { FeatureSection, type FeatureItem } from '#web/components/feature-grid';

const reasons: FeatureItem[] = [
  {
    icon: Users,
    title: 'Expert Team',
    description:
      'Senior engineers, designers and cloud architects who have shipped products for start-ups and enterprises in India and abroad.',
  },
  {
    icon: Rocket,
    title: 'Fast, Transparent Delivery',
    description:
      'A clear plan, fixed milestones and working software every two weeks, so you always know where your project stands.',
  },
  {
    icon: ShieldCheck,
    title: 'Quality and Security',
    description:
      'Code reviews, automated tests and security checks on every release, with your data handled the way Indian law expects.',
  },
  {
    icon: Headphones,
    title: 'Support After Launch',
    description:
      'Monitoring, updates and improvements once you go live, with round-the-clock cover for anything critical.',
  },
];

/** docs/product.md §2 Home: why-choose-us, four cards. */
export function WhyChooseUs() {
  return (
    <FeatureSection
      id="why-choose-us-title"
      eyebrow="Why choose us"
      title="A technology partner that stays with you"
      description="We combine product thinking with solid engineering, so what we build keeps working and keeps paying off long after launch."
      className="px-4 py-16 sm:px-6 sm:py-24 lg:px-8"
      items={reasons}
      columns={4}
    />
  );
}
