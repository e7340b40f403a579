import { ConsultationSection } from './consultation-section';
import { LatestPosts } from './latest-posts';
import { HomeIntro } from './home-intro';
import { MvpCalculator } from './mvp-calculator/mvp-calculator';

/**
 * The home sections after the hero (docs/product.md §2 Home): why-choose-us, services teaser, call to
 * action, consultation booking (#calendar), latest three posts and the MVP calculator. One chunk,
 * so they appear together and a deep link to #calendar lands where it should.
 */
export function BelowTheFold() {
  return (
    <>
      <HomeIntro />
      <ConsultationSection />
      <LatestPosts />
      <MvpCalculator />
    </>
  );
}
