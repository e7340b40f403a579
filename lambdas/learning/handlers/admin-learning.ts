import { adminBatchScheduleInput } from '#shared/learning/class-schedule';
import { requireAdmin } from '#lambdas/lib/admin-auth';
import {
  createApiHandler,
  ok,
  parseJsonBody,
  pathParameter,
  type RouteTable,
} from '#lambdas/lib/http';
import { batchSchedule, replaceBatchSchedule } from '../class-schedule';

// The admin side of learning (issue 15): each batch's class schedule, join links and materials.

export const routes = {
  'GET /api/admin/courses/{id}/batches/{batchId}/schedule': async (event) => {
    requireAdmin(event);
    return ok(await batchSchedule(pathParameter(event, 'id'), pathParameter(event, 'batchId')));
  },

  'PUT /api/admin/courses/{id}/batches/{batchId}/schedule': async (event) => {
    requireAdmin(event);
    const changes = parseJsonBody(event, adminBatchScheduleInput);
    return ok(
      await replaceBatchSchedule(
        pathParameter(event, 'id'),
        pathParameter(event, 'batchId'),
        changes,
      ),
    );
  },
} satisfies RouteTable;

export const handler = createApiHandler(routes);
