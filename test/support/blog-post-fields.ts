import type { AdminBlogPostFields } from '#shared/admin/blog-posts';

/**
 * The fields of a published post whose title and slug are unique to `name` and this call, for
 * tests that write posts through the data layer or the admin API.
 */
export function publishedPostFields(
  name: string,
  overrides: Partial<AdminBlogPostFields> = {},
): AdminBlogPostFields {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    title: `${name} ${unique}`,
    slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${unique}`,
    summary: `A post for the ${name.toLowerCase()} test.`,
    content: '<p>Rendered from the live table.</p>',
    category: `${name} ${unique}`,
    tags: [],
    featuredImage: '',
    readTime: 2,
    author: { name: 'Arjun Mehta', avatarUrl: '', bio: '' },
    ...overrides,
    status: 'published',
  };
}
