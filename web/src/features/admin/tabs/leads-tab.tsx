import * as apiPaths from '#shared/api/api-paths';
import {
  adminLeadMessages,
  leadStatuses,
  type AdminLead,
  type LeadStatus,
} from '#shared/admin/leads';
import {
  formatEstimateRange,
  mvpDesigns,
  mvpFeatures,
  mvpPlatforms,
  mvpTimelines,
} from '#shared/mvp-calculator';
import { formatDateTime } from '../kit/format';
import { namedPerson, RecordsTab, type RecordsTabProps } from '../kit/records-tab';

/** '$13,440 - $20,160', as the MVP calculator showed it to the visitor. */
const estimateRange = (lead: AdminLead) => formatEstimateRange(lead.estimate);

const leads: RecordsTabProps<AdminLead, LeadStatus> = {
  path: apiPaths.adminLeads,
  title: 'MVP Leads',
  description: 'Visitors who asked for a detailed estimate in the MVP cost calculator.',
  searchLabel: 'Search leads',
  statuses: leadStatuses,
  caption: 'MVP leads',
  emptyText: adminLeadMessages.empty,
  messages: adminLeadMessages,
  person: namedPerson('Lead'),
  noun: 'lead',
  columns: [
    {
      header: 'Project idea',
      className: 'hidden lg:table-cell max-w-xs',
      cell: (item) => <p className="line-clamp-2">{item.projectIdea}</p>,
    },
    {
      header: 'Estimate',
      className: 'hidden md:table-cell whitespace-nowrap',
      cell: estimateRange,
    },
  ],
  date: { header: 'Date', of: (item) => item.createdAt },
  modalTitle: (item) => `Lead from ${item.name}`,
  details: (item) => [
    ['Project idea', item.projectIdea],
    ['Platform', mvpPlatforms[item.selection.platform].label],
    [
      'Features',
      item.selection.features.map((feature) => mvpFeatures[feature].label).join(', ') || 'None',
    ],
    ['Design', mvpDesigns[item.selection.design].label],
    ['Timeline', mvpTimelines[item.selection.timeline].label],
    ['Estimate', `${estimateRange(item)} (${item.estimate.duration})`],
    ['Received', formatDateTime(item.createdAt)],
  ],
  shortcuts: [{ label: 'Mark as Contacted', status: 'contacted' }],
};

/** 'Get Detailed Estimate' leads from the MVP calculator (docs/product.md §12). */
export function LeadsTab() {
  return <RecordsTab {...leads} />;
}
