import type { AdminLead, LeadStatus } from '../../shared/admin/leads';
import type { AdminPage } from '../../shared/admin/lists';
import type { Lead } from '../../shared/forms/lead';
import { matchesSearch, pageOf } from '../lib/paging';
import {
  deleteExistingItem,
  getItem,
  putNewItem,
  queryCollection,
  updateExistingItem,
  withoutKeys,
  type ItemKeys,
} from './table';

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

const keyOf = (id: string) => ({ pk: `LEAD#${id}`, sk: 'LEAD' });

export function getLeadById(id: string): Promise<AdminLead | undefined> {
  return getItem<AdminLead>(keyOf(id));
}

export async function listLeadsNewestFirst(): Promise<AdminLead[]> {
  const items = await queryCollection('LEADS');
  return items.map((item) => withoutKeys<AdminLead>(item));
}

/**
 * The admin list (design §7): newest first, filtered and searched, one page at a time. Admin
 * volumes are small, so the collection is read whole and filtered here, which keeps pages full
 * and the search case-insensitive.
 */
export async function findLeads(options: {
  q?: string;
  status?: LeadStatus;
  limit: number;
  cursor?: string;
}): Promise<AdminPage<AdminLead>> {
  const matching = (await listLeadsNewestFirst()).filter(
    (lead) =>
      (!options.status || lead.status === options.status) &&
      matchesSearch(options.q, [lead.name, lead.email, lead.projectIdea]),
  );
  return pageOf(matching, (lead) => leadKeys(lead).gsi1sk!, options);
}

/** An admin's status and notes (blank notes remove them); undefined when there is no such lead. */
export function updateLead(
  id: string,
  changes: { status: LeadStatus; notes?: string },
): Promise<AdminLead | undefined> {
  return updateExistingItem<AdminLead>(keyOf(id), {
    set: {
      status: changes.status,
      updatedAt: new Date().toISOString(),
      ...(changes.notes ? { notes: changes.notes } : {}),
    },
    remove: changes.notes === '' ? ['notes'] : [],
  });
}

/** False when there was no such lead. */
export function deleteLead(id: string): Promise<boolean> {
  return deleteExistingItem(keyOf(id));
}
