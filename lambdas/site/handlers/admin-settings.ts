import { settingsUpdate, type SettingsResponse } from '#shared/admin/settings';
import {
  checkDocumentImages,
  currentSettings,
  paymentSettingsView,
  updateSettings,
} from '../site-settings';
import { requireAdmin } from '#lambdas/lib/admin-auth';
import { createApiHandler, ok, parseJsonBody, type RouteTable } from '#lambdas/lib/http';

// The admin Settings tab (docs/product.md §12): the site settings, and PhonePe's configuration read-only.

export const routes: RouteTable = {
  'GET /api/admin/settings': async (event) => {
    requireAdmin(event);
    const [settings, payment] = await Promise.all([currentSettings(), paymentSettingsView()]);
    const body: SettingsResponse = { settings, payment };
    return ok(body);
  },

  'PUT /api/admin/settings': async (event) => {
    requireAdmin(event);
    const changes = parseJsonBody(event, settingsUpdate);
    await checkDocumentImages(changes);
    const [settings, payment] = await Promise.all([updateSettings(changes), paymentSettingsView()]);
    const body: SettingsResponse = { settings, payment };
    return ok(body);
  },
};

export const handler = createApiHandler(routes);
