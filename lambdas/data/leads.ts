import type { AdminLead, LeadStatus } from '../../shared/admin/leads';
import type { AdminPage } from '../../shared/admin/lists';
import type { Lead } from '../../shared/forms/lead';
import { adminPageOf, setStatusAndNotes, type AdminListOptions } from './admin-records';
import {
  deleteExistingItem,
  getItem,
  putNewItem,
  queryCollection,
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

/** The admin list (design §7): newest first, filtered and searched, one page at a time. */
export async function findLeads(
  options: AdminListOptions<LeadStatus>,
): Promise<AdminPage<AdminLead>> {
  return adminPageOf(
    await listLeadsNewestFirst(),
    options,
    (lead) => [lead.name, lead.email, lead.projectIdea],
    (lead) => leadKeys(lead).gsi1sk!,
  );
}

export function updateLead(
  id: string,
  changes: { status: LeadStatus; notes?: string },
): Promise<AdminLead | undefined> {
  return setStatusAndNotes(keyOf(id), changes);
}

/** False when there was no such lead. */
export function deleteLead(id: string): Promise<boolean> {
  return deleteExistingItem(keyOf(id));
}
