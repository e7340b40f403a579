import type { AdminLead, LeadStatus } from '#shared/admin/leads';
import { inboxRecords } from './inbox-records';

// The MVP calculator's leads (docs/data-model.md: LEAD#<id>, listed in LEADS).

const leads = inboxRecords<AdminLead, LeadStatus>({
  prefix: 'LEAD',
  collection: 'LEADS',
  entityType: 'Lead',
  receivedAt: (lead) => lead.createdAt,
  searchedFields: (lead) => [lead.name, lead.email, lead.projectIdea],
});

export const leadItem = leads.item;
export const putLead = leads.put;
export const getLeadById = leads.get;
export const listLeadsNewestFirst = leads.listNewestFirst;
export const findLeads = leads.find;
export const updateLead = leads.update;
export const deleteLead = leads.remove;
