import type { PublicSettings, SocialLink } from '../../../shared/content/schemas';

// Schema.org objects for JSON-LD (<PageMeta jsonLd>), built from the same content the page shows.

export function organizationJsonLd(
  settings: PublicSettings,
  socialLinks: SocialLink[],
  origin: string,
): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: settings.companyName,
    url: origin,
    logo: `${origin}/favicon.svg`,
    email: settings.companyEmail,
    telephone: settings.supportPhone,
    address: { '@type': 'PostalAddress', streetAddress: settings.address, addressCountry: 'IN' },
    sameAs: socialLinks.map((link) => link.url),
  };
}
