import type { CompanyStats } from '#shared/content/schemas';

// One label per company figure, so the home hero and every page's figures band name them alike
// (the values are the site settings', docs/product.md §12).
const figureLabels: Record<keyof CompanyStats, string> = {
  projectsCompleted: 'Projects Completed',
  happyClients: 'Happy Clients',
  satisfactionRate: 'Client Satisfaction',
  yearsExperience: 'Years of Experience',
  support: 'Support',
};

/** The named company figures, in the order given, each with its label. */
export function siteFigures(
  stats: CompanyStats,
  keys: (keyof CompanyStats)[],
): { label: string; value: string }[] {
  return keys.map((key) => ({ label: figureLabels[key], value: stats[key] }));
}
