import { CtaSection } from '#web/components/cta-section';
import { anchors, paths } from '#web/app/paths';

/** docs/product.md §2 Home: the call-to-action band before the consultation booking. */
export function CtaBand() {
  return (
    <CtaSection
      title="Ready to turn your idea into a product?"
      description="Tell us what you want to build. We'll come back within one business day with honest advice on scope, budget and timeline."
      primary={{ label: 'Get Started', to: paths.contact }}
      secondary={{ label: 'Book a Free Call', to: `${paths.home}#${anchors.calendar}` }}
    />
  );
}
