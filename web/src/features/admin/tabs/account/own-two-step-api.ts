import * as apiPaths from '#shared/api/api-paths';
import type { OwnTwoStepResponse } from '#shared/admin/staff';
import { adminPost } from '../../kit/admin-api';

/**
 * After the person turned two-step sign-in on or off: the server reads the state from the pool
 * and records the change in the audit trail (docs/admin.md).
 */
export const reportOwnTwoStep = () => adminPost<OwnTwoStepResponse>(apiPaths.adminOwnTwoStep, {});
