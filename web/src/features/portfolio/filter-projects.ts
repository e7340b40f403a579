import { matchesSearch } from '#shared/content/filters';
import type { PortfolioProject } from '#shared/content/schemas';

/** docs/product.md §2 Portfolio: free text over title and description, and a category ('All' = any). */
export function filterProjects<
  T extends Pick<PortfolioProject, 'title' | 'description' | 'category'>,
>(projects: T[], { q, category }: { q?: string; category?: string }): T[] {
  return projects.filter(
    (project) =>
      (!category || category === 'All' || project.category === category) &&
      matchesSearch(q, project.title, project.description),
  );
}

/** docs/product.md §2: demo and code links whose value is '#' are not shown. */
export const hasLink = (url: string) => url.trim() !== '' && url.trim() !== '#';
