import { Coffee, GraduationCap, HeartPulse, Laptop, Rocket, Users } from 'lucide-react';
import { FeatureSection, type FeatureItem } from '#web/components/feature-grid';

const benefits: FeatureItem[] = [
  {
    icon: HeartPulse,
    title: 'Health Insurance',
    description: 'Medical cover for you, your spouse, children and parents from your first day.',
  },
  {
    icon: GraduationCap,
    title: 'Learning Budget',
    description:
      '₹50,000 a year for courses, books and conferences, plus free seats in our own courses.',
  },
  {
    icon: Laptop,
    title: 'Flexible Work',
    description:
      'Hybrid and remote roles, flexible hours around a shared core, and the equipment you need.',
  },
  {
    icon: Rocket,
    title: 'Career Growth',
    description:
      'Clear levels, twice-yearly reviews and mentoring from senior engineers and leads.',
  },
  {
    icon: Users,
    title: 'Great Team',
    description:
      'Friendly, curious colleagues who review each other’s work kindly and share what they learn.',
  },
  {
    icon: Coffee,
    title: 'Time to Recharge',
    description: 'Generous paid leave, festival holidays and team outings every quarter.',
  },
];

export function CompanyBenefits() {
  return (
    <FeatureSection
      id="benefits-title"
      eyebrow="Life at our company"
      title="Why Work With Us"
      description="We look after our people so they can do the best work of their careers."
      className="bg-slate-50 px-4 py-16 sm:px-6 sm:py-20 lg:px-8 dark:bg-slate-900/50"
      items={benefits}
    />
  );
}
