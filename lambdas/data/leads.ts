import type { Lead } from '../../shared/forms/lead';
import { getItem, putNewItem, queryCollection, withoutKeys, type ItemKeys } from './table';

export const leadKeys = (lead: Pick<Lead, 'id' | 'createdAt'>): ItemKeys => ({
  pk: `LEAD#${lead.id}`,
  sk: 'LEAD',
  gsi1pk: 'LEADS',
  gsi1sk: `${lead.createdAt}#${lead.id}`,
});

export const leadItem = (lead: Lead) => ({ ...leadKeys(lead), entityType: 'Lead', ...lead });

export function putLead(lead: Lead): Promise<void> {
  return putNewItem(leadItem(lead));
}

export function getLeadById(id: string): Promise<Lead | undefined> {
  return getItem<Lead>({ pk: `LEAD#${id}`, sk: 'LEAD' });
}

export async function listLeadsNewestFirst(): Promise<Lead[]> {
  const items = await queryCollection('LEADS');
  return items.map((item) => withoutKeys<Lead>(item));
}
