import type { Service } from '#shared/content/schemas';
import { formatUsd } from '#shared/mvp-calculator';

/** docs/product.md §9 starting prices: 'Starting at $2,000' with '/month' or '/hour' where priced so. */
export function servicePrice(service: Pick<Service, 'startingPriceUsd' | 'priceUnit'>): {
  amount: string;
  unit: string;
} {
  return {
    amount: `Starting at ${formatUsd(service.startingPriceUsd)}`,
    unit: service.priceUnit === 'project' ? '' : `/${service.priceUnit}`,
  };
}
