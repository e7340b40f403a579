import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import * as adminApplications from './handlers/admin-applications';
import * as adminDashboard from './handlers/admin-dashboard';
import * as adminSales from './handlers/admin-sales';
import * as adminCatalog from './handlers/admin-catalog';
import * as adminPublishing from './handlers/admin-publishing';
import * as adminLeads from './handlers/admin-leads';
import * as adminSettings from './handlers/admin-settings';
import * as adminMedia from './handlers/admin-media';
import * as adminContacts from './handlers/admin-contacts';
import * as bookings from './handlers/bookings';
import * as careers from './handlers/careers';
import * as checkout from './handlers/checkout';
import * as contact from './handlers/contact';
import * as content from './handlers/content';
import * as courses from './handlers/courses';
import * as events from './handlers/events';
import * as health from './handlers/health';
import * as leads from './handlers/leads';
import * as payments from './handlers/payments';
import type { ApiEvent } from './lib/http';

// Every API area: one Lambda each in the cloud (infra/), one module each locally. The route keys
// come from the handler modules themselves, so the two can never list different routes.

export interface ApiArea {
  /** The handler file is lambdas/handlers/<name>.ts. */
  name: string;
  routeKeys: string[];
  handler: (event: ApiEvent) => Promise<APIGatewayProxyStructuredResultV2>;
}

const area = (name: string, module: { routes: object; handler: ApiArea['handler'] }): ApiArea => ({
  name,
  routeKeys: Object.keys(module.routes),
  handler: module.handler,
});

export const apiAreas: ApiArea[] = [
  area('health', health),
  area('content', content),
  area('courses', courses),
  area('contact', contact),
  area('careers', careers),
  area('bookings', bookings),
  area('leads', leads),
  area('events', events),
  area('checkout', checkout),
  area('payments', payments),
  area('admin-contacts', adminContacts),
  area('admin-applications', adminApplications),
  area('admin-dashboard', adminDashboard),
  area('admin-sales', adminSales),
  area('admin-catalog', adminCatalog),
  area('admin-publishing', adminPublishing),
  area('admin-leads', adminLeads),
  area('admin-settings', adminSettings),
  area('admin-media', adminMedia),
];

/** Design §4: everything under /api/admin/ needs a Cognito token of the `admin` group. */
export function isAdminPath(path: string): boolean {
  return path === '/api/admin' || path.startsWith('/api/admin/');
}
