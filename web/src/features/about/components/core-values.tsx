import { Award, HeartHandshake, Lightbulb, Target } from 'lucide-react';
import { FeatureSection, type FeatureItem } from '#web/components/feature-grid';

// docs/product.md §2: the four core values, by name.
const values: FeatureItem[] = [
  {
    icon: Target,
    title: 'Mission-Driven',
    description:
      'Every feature we build has to move a business goal forward. If it does not, we say so and suggest something better.',
  },
  {
    icon: HeartHandshake,
    title: 'Client-Focused',
    description:
      'We work as an extension of your team: one point of contact, regular demos and answers within a business day.',
  },
  {
    icon: Award,
    title: 'Quality Excellence',
    description:
      'Code reviews, automated tests and accessibility checks on every project, so what we ship keeps working.',
  },
  {
    icon: Lightbulb,
    title: 'Innovation First',
    description:
      'We keep learning, from AI to new frameworks, and bring what is proven to our clients before their competitors.',
  },
];

export function CoreValues() {
  return (
    <FeatureSection
      id="values-title"
      eyebrow="What we stand for"
      title="Our Core Values"
      description="Four principles guide how we work with clients, with each other and with our learners."
      className="px-4 py-16 sm:px-6 sm:py-20 lg:px-8"
      items={values}
      columns={4}
    />
  );
}
