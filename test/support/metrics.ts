import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import type { ProductMetric } from '#shared/operations/product-metrics';
import { metricTotals } from '#scripts/local/metrics-page';

// The product metrics the local stack (and code run in a test's own process) counted, read from
// the EMF lines lambdas/lib/metrics.ts writes, as /dev/metrics shows them.

export async function metricTotal(name: ProductMetric): Promise<number> {
  const lines = await readFile(inject('metricsFile'), 'utf8').catch(() => '');
  return metricTotals(lines).find((metric) => metric.name === name)?.total ?? 0;
}
