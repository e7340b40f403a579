import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import * as apiPaths from '#shared/api/api-paths';
import * as adminApplications from '#lambdas/inbox/handlers/admin-applications';
import * as adminDashboard from '#lambdas/site/handlers/admin-dashboard';
import * as adminSales from '#lambdas/checkout-payments/handlers/admin-sales';
import * as adminCatalog from '#lambdas/catalog/handlers/admin-catalog';
import * as adminPublishing from '#lambdas/publishing/handlers/admin-publishing';
import * as adminLeads from '#lambdas/inbox/handlers/admin-leads';
import * as adminBookings from '#lambdas/inbox/handlers/admin-bookings';
import * as adminSettings from '#lambdas/site/handlers/admin-settings';
import * as adminAudit from '#lambdas/site/handlers/admin-audit';
import * as adminStaff from '#lambdas/site/handlers/admin-staff';
import * as adminMedia from '#lambdas/publishing/handlers/admin-media';
import * as adminContacts from '#lambdas/inbox/handlers/admin-contacts';
import * as bookings from '#lambdas/inbox/handlers/bookings';
import * as careers from '#lambdas/inbox/handlers/careers';
import * as checkout from '#lambdas/checkout-payments/handlers/checkout';
import * as contact from '#lambdas/inbox/handlers/contact';
import * as content from '#lambdas/publishing/handlers/content';
import * as courses from '#lambdas/publishing/handlers/courses';
import * as events from '#lambdas/site/handlers/events';
import * as health from '#lambdas/site/handlers/health';
import * as leads from '#lambdas/inbox/handlers/leads';
import * as adminLearning from '#lambdas/learning/handlers/admin-learning';
import * as certificates from '#lambdas/learning/handlers/certificates';
import * as learnerSignIn from '#lambdas/learning/handlers/learner-sign-in';
import * as myLearning from '#lambdas/learning/handlers/my-learning';
import * as payments from '#lambdas/checkout-payments/handlers/payments';
import type { ApiEvent } from '#lambdas/lib/http';

// Every Lambda and where its handler lives. An API Lambda is one Lambda in the cloud (infra/) and
// one module locally; its route keys come from the handler module itself, so the two can never
// list different routes. The code is grouped by business area (docs/architecture.md): each
// area's Lambdas live in lambdas/<area>/handlers/<name>.ts.

export const businessAreas = [
  'catalog',
  'checkout-payments',
  'documents',
  'inbox',
  'learning',
  'publishing',
  'site',
] as const;
export type BusinessArea = (typeof businessAreas)[number];

export interface ApiArea {
  /** The Lambda's name; its handler file is lambdas/<businessArea>/handlers/<name>.ts. */
  name: string;
  businessArea: BusinessArea;
  routeKeys: string[];
  handler: (event: ApiEvent) => Promise<APIGatewayProxyStructuredResultV2>;
}

const area = (
  name: string,
  businessArea: BusinessArea,
  module: { routes: object; handler: ApiArea['handler'] },
): ApiArea => ({
  name,
  businessArea,
  routeKeys: Object.keys(module.routes),
  handler: module.handler,
});

export const apiAreas: ApiArea[] = [
  area('health', 'site', health),
  area('content', 'publishing', content),
  area('courses', 'publishing', courses),
  area('contact', 'inbox', contact),
  area('careers', 'inbox', careers),
  area('bookings', 'inbox', bookings),
  area('leads', 'inbox', leads),
  area('events', 'site', events),
  area('checkout', 'checkout-payments', checkout),
  area('payments', 'checkout-payments', payments),
  area('admin-contacts', 'inbox', adminContacts),
  area('admin-applications', 'inbox', adminApplications),
  area('admin-dashboard', 'site', adminDashboard),
  area('admin-sales', 'checkout-payments', adminSales),
  area('admin-catalog', 'catalog', adminCatalog),
  area('admin-publishing', 'publishing', adminPublishing),
  area('admin-leads', 'inbox', adminLeads),
  area('admin-bookings', 'inbox', adminBookings),
  area('admin-settings', 'site', adminSettings),
  area('admin-media', 'publishing', adminMedia),
  area('admin-audit', 'site', adminAudit),
  area('admin-staff', 'site', adminStaff),
  area('learner-sign-in', 'learning', learnerSignIn),
  area('my-learning', 'learning', myLearning),
  area('admin-learning', 'learning', adminLearning),
  area('certificates', 'learning', certificates),
];

/** The Lambdas no route reaches: a schedule, a table stream or another Lambda invokes them. */
export const jobLambdas = {
  reconcile: 'checkout-payments',
  'money-documents': 'checkout-payments',
  /** Draws every PDF we send, for the Lambdas that mail or serve one (decision 016). */
  'pdf-render': 'documents',
  'site-render': 'publishing',
  /** Cognito's three challenge triggers of the learner pool (decision 014). */
  'learner-sign-in-challenge': 'learning',
  /** Mails confirmed learners before their batch starts and before each class (decision 015). */
  'class-reminders': 'learning',
  /** The admin pool's pre- and post-authentication triggers and their sweep (decision 023). */
  'staff-sign-in-events': 'site',
  /** At every deploy, makes each member of the legacy group `admin` an owner (decision 021). */
  'staff-owner-migration': 'site',
} as const satisfies Record<string, BusinessArea>;

/** A Lambda's handler file, relative to the repository's root: what the CDK and the bench bundle. */
export function lambdaEntry(name: string): string {
  const businessArea =
    apiAreas.find((api) => api.name === name)?.businessArea ??
    (jobLambdas as Record<string, BusinessArea>)[name];
  if (!businessArea) throw new Error(`No Lambda is called ${name} (lambdas/api-routes.ts)`);
  return `lambdas/${businessArea}/handlers/${name}.ts`;
}

/** docs/architecture.md §4: everything under /api/admin/ needs a Cognito token of the `admin` group. */
/** The learner routes anyone may call: asking for a code, answering it, refreshing tokens. */
const publicLearnerPaths = new Set<string>([
  apiPaths.learnerSignIn,
  apiPaths.learnerVerify,
  apiPaths.learnerRefresh,
]);

/** Everything else under /api/learner/ needs an ID token of the learner pool (decision 014). */
export function isLearnerPath(path: string): boolean {
  return path.startsWith('/api/learner/') && !publicLearnerPaths.has(path);
}

export function isAdminPath(path: string): boolean {
  return path === '/api/admin' || path.startsWith('/api/admin/');
}
