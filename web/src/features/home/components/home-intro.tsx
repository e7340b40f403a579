import { CtaBand } from './cta-band';
import { ServicesTeaser } from './services-teaser';
import { WhyChooseUs } from './why-choose-us';

/** The home sections between the hero and the booking widget, loaded as one chunk. */
export function HomeIntro() {
  return (
    <>
      <WhyChooseUs />
      <ServicesTeaser />
      <CtaBand />
    </>
  );
}
