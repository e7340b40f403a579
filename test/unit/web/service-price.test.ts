import { describe, expect, it } from 'vitest';
import { fallbackServices } from '#shared/content/fallback/services';
import { servicePrice } from '#web/features/services/service-price';

describe('servicePrice', () => {
  it('shows a project price alone', () => {
    expect(servicePrice({ startingPriceUsd: 5000, priceUnit: 'project' })).toEqual({
      amount: 'Starting at $5,000',
      unit: '',
    });
  });

  it('adds /month and /hour for recurring prices', () => {
    expect(servicePrice({ startingPriceUsd: 2000, priceUnit: 'month' })).toEqual({
      amount: 'Starting at $2,000',
      unit: '/month',
    });
    expect(servicePrice({ startingPriceUsd: 150, priceUnit: 'hour' })).toEqual({
      amount: 'Starting at $150',
      unit: '/hour',
    });
  });

  it('gives the seven built-in services the prices of docs/product.md §9', () => {
    expect(
      fallbackServices.map((service) => Object.values(servicePrice(service)).join('')),
    ).toEqual([
      'Starting at $5,000',
      'Starting at $8,000',
      'Starting at $10,000',
      'Starting at $2,000/month',
      'Starting at $150/hour',
      'Starting at $3,000',
      'Starting at $12,000',
    ]);
  });
});
