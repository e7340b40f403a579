import type { SiteResponse } from '#shared/api/content';
import {
  defaultHomeHero,
  fallbackContactInfo,
  fallbackSettings,
  fallbackSocialLinks,
} from '#shared/content/fallback/site';
import { useContent } from './use-content';

// docs/product.md §1: a failed read falls back to the built-in content. FAQs and testimonials have no
// built-in copy in the browser bundle (they are prerendered into the pages that show them).
const fallbackSite: SiteResponse = {
  settings: {
    companyName: fallbackSettings.companyName,
    companyEmail: fallbackSettings.companyEmail,
    supportPhone: fallbackSettings.supportPhone,
    address: fallbackSettings.address,
    stats: fallbackSettings.stats,
  },
  contactInfo: fallbackContactInfo,
  socialLinks: fallbackSocialLinks,
  heroSections: [defaultHomeHero],
  faqs: [],
  testimonials: [],
};

/** Settings, contact info, social links, heroes, FAQs and testimonials (GET /api/site). */
export function useSite(): SiteResponse {
  return useContent('site', (source) => source.site().catch(() => fallbackSite));
}
