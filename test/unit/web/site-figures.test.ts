import { describe, expect, it } from 'vitest';
import { fallbackSettings } from '#shared/content/fallback/site';
import { siteFigures } from '#web/lib/site-figures';

const stats = {
  projectsCompleted: '120+',
  happyClients: '80+',
  satisfactionRate: '97%',
  yearsExperience: '9',
  support: '24/7',
};

describe('siteFigures', () => {
  it('labels the figures asked for, in the order asked, with the settings’ values', () => {
    expect(siteFigures(stats, ['support', 'projectsCompleted'])).toEqual([
      { label: 'Support', value: '24/7' },
      { label: 'Projects Completed', value: '120+' },
    ]);
  });

  it('names every company figure the settings hold', () => {
    const keys = Object.keys(fallbackSettings.stats) as (keyof typeof stats)[];
    const labels = siteFigures(fallbackSettings.stats, keys).map((figure) => figure.label);
    expect(labels).toEqual([
      'Projects Completed',
      'Happy Clients',
      'Client Satisfaction',
      'Years of Experience',
      'Support',
    ]);
  });
});
