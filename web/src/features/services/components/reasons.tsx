import { Clock, Headphones, ShieldCheck, Users, Wallet, Workflow } from 'lucide-react';
import { FeatureSection, type FeatureItem } from '#web/components/feature-grid';

const reasons: FeatureItem[] = [
  {
    icon: Users,
    title: 'Experienced Engineers',
    description:
      'Senior developers, designers and QA specialists who have shipped products for start-ups, enterprises and public institutions.',
  },
  {
    icon: Workflow,
    title: 'Proven Process',
    description:
      'Fortnightly demos, a shared project board and written decisions keep you in control from the first sprint to launch.',
  },
  {
    icon: Wallet,
    title: 'Transparent Pricing',
    description:
      'Fixed quotes or a monthly team cost broken down by milestone, with GST invoices and no surprise charges later.',
  },
  {
    icon: Clock,
    title: 'On-Time Delivery',
    description:
      'Realistic plans with buffers built in, and early warnings if anything changes, so launch dates are dates you can trust.',
  },
  {
    icon: ShieldCheck,
    title: 'Security First',
    description:
      'Secure coding practices, regular dependency audits and data handling that respects the DPDP Act from day one.',
  },
  {
    icon: Headphones,
    title: 'Long-Term Support',
    description:
      'We stay after launch: monitoring, updates and improvements, with round-the-clock cover for critical issues.',
  },
];

export function Reasons() {
  return (
    <FeatureSection
      id="reasons-title"
      eyebrow="Why choose us"
      title="Why Businesses Choose Us"
      description="Six reasons our clients keep coming back for their next project."
      className="px-4 py-16 sm:px-6 sm:py-20 lg:px-8"
      items={reasons}
    />
  );
}
