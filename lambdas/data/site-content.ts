import type {
  ContactInfo,
  Faq,
  HeroSection,
  SiteSettings,
  SocialLink,
  Testimonial,
} from '#shared/content/schemas';
import { getItem, queryPartition, tableName, withoutKeys, type ItemKeys } from './table';
import { writeTransaction } from './transactions';

// Settings and the small site-wide lists share one partition, so GET /api/site is one Query.
const sitePk = 'SITE';

export const siteKeys = {
  settings: (): ItemKeys => ({ pk: sitePk, sk: 'SETTINGS' }),
  contactInfo: (id: string): ItemKeys => ({ pk: sitePk, sk: `CONTACT_INFO#${id}` }),
  socialLink: (platform: string): ItemKeys => ({ pk: sitePk, sk: `SOCIAL#${platform}` }),
  heroSection: (pageSlug: string): ItemKeys => ({ pk: sitePk, sk: `HERO#${pageSlug}` }),
  faq: (id: string): ItemKeys => ({ pk: sitePk, sk: `FAQ#${id}` }),
  testimonial: (id: string): ItemKeys => ({ pk: sitePk, sk: `TESTIMONIAL#${id}` }),
};

export const siteItems = {
  settings: (settings: SiteSettings) => ({
    ...siteKeys.settings(),
    entityType: 'Settings',
    ...settings,
  }),
  contactInfo: (info: ContactInfo) => ({
    ...siteKeys.contactInfo(info.id),
    entityType: 'ContactInfo',
    ...info,
  }),
  socialLink: (link: SocialLink) => ({
    ...siteKeys.socialLink(link.platform),
    entityType: 'SocialLink',
    ...link,
  }),
  heroSection: (hero: HeroSection) => ({
    ...siteKeys.heroSection(hero.pageSlug),
    entityType: 'HeroSection',
    ...hero,
  }),
  faq: (faq: Faq) => ({ ...siteKeys.faq(faq.id), entityType: 'Faq', ...faq }),
  testimonial: (testimonial: Testimonial) => ({
    ...siteKeys.testimonial(testimonial.id),
    entityType: 'Testimonial',
    ...testimonial,
  }),
};

export interface SiteContent {
  settings: SiteSettings | undefined;
  contactInfo: ContactInfo[];
  socialLinks: SocialLink[];
  heroSections: HeroSection[];
  faqs: Faq[];
  testimonials: Testimonial[];
}

const bySortOrder = (a: { sortOrder: number }, b: { sortOrder: number }) =>
  a.sortOrder - b.sortOrder;

export async function getSiteContent(): Promise<SiteContent> {
  const items = await queryPartition(sitePk);
  const ofType = <T>(type: string) =>
    items.filter((item) => item.entityType === type).map((item) => withoutKeys<T>(item));
  return {
    settings: ofType<SiteSettings>('Settings')[0],
    contactInfo: ofType<ContactInfo>('ContactInfo').sort(bySortOrder),
    socialLinks: ofType<SocialLink>('SocialLink').sort(bySortOrder),
    heroSections: ofType<HeroSection>('HeroSection'),
    faqs: ofType<Faq>('Faq').sort(bySortOrder),
    testimonials: ofType<Testimonial>('Testimonial').sort(bySortOrder),
  };
}

export function getSiteSettings(): Promise<SiteSettings | undefined> {
  return getItem<SiteSettings>(siteKeys.settings());
}

/**
 * Saves the settings (admin) and, in the same transaction, the contact-info entries that show
 * them, so the footer and the contact page never disagree with the settings.
 */
export async function saveSiteSettings(
  settings: SiteSettings & { updatedAt: string },
  contactInfo: ContactInfo[] = [],
): Promise<void> {
  const result = await writeTransaction([
    { Put: { TableName: tableName(), Item: siteItems.settings(settings) } },
    ...contactInfo.map((info) => ({
      Put: { TableName: tableName(), Item: siteItems.contactInfo(info) },
    })),
  ]);
  // Unconditional puts have no condition to lose.
  if (!result.ok) throw new Error('Saving the site settings lost a condition it does not have');
}
