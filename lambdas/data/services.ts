import type { Service } from '#shared/content/schemas';
import { queryPartition, withoutKeys, type ItemKeys } from './table';

const servicesPk = 'SERVICE';

export const serviceKeys = (id: string): ItemKeys => ({ pk: servicesPk, sk: `SERVICE#${id}` });

export const serviceItem = (service: Service) => ({
  ...serviceKeys(service.id),
  entityType: 'Service',
  ...service,
});

/** docs/product.md §9: services are listed by display_order. */
export async function listServicesByDisplayOrder(): Promise<Service[]> {
  const items = await queryPartition(servicesPk, 'SERVICE#');
  return items
    .map((item) => withoutKeys<Service>(item))
    .sort((a, b) => a.displayOrder - b.displayOrder);
}
