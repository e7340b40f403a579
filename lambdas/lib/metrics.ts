import { appendFileSync } from 'node:fs';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import {
  metricsNamespace,
  metricsService,
  productMetrics,
  type ProductMetric,
} from '#shared/operations/product-metrics';

// The product's own metrics (decision 011), through Powertools Metrics: each is written at once as a
// CloudWatch Embedded Metric Format line on stdout, which Lambda's log stream turns into a metric
// (no API call, nothing to flush at the end of an invocation). Every Lambda emits them under one
// namespace and one `service` dimension, so one alarm per metric sees them all, whichever
// function counted. Locally (LOCAL_METRICS_FILE) the same EMF lines go to a file the local site
// shows at /dev/metrics, and nothing is printed.

const metrics = new Metrics({ namespace: metricsNamespace, serviceName: metricsService });

type EmfLine = ReturnType<Metrics['serializeMetrics']>;

/** A test's recorder, which takes the place of every other output while it records. */
let recorder: ((line: EmfLine) => void) | undefined;

/** Where an EMF line goes instead of stdout: a test's recorder, or the local stack's file. */
function localSink(): ((line: EmfLine) => void) | undefined {
  if (recorder) return recorder;
  // Read at each call: the local stack sets it after the handlers are imported.
  const file = process.env.LOCAL_METRICS_FILE;
  return file ? (line) => appendFileSync(file, `${JSON.stringify(line)}\n`) : undefined;
}

/** Records every EMF line emitted from now on (unit tests of the failure paths). */
export function recordMetrics(sink: (line: EmfLine) => void): () => void {
  const previous = recorder;
  recorder = sink;
  return () => {
    recorder = previous;
  };
}

/** Counts `value` of the metric now. Never throws: a metric must not fail what it measures. */
export function countMetric(
  name: ProductMetric,
  value = 1,
  unit: (typeof MetricUnit)[keyof typeof MetricUnit] = MetricUnit.Count,
): void {
  try {
    metrics.addMetric(name, unit, value);
    const sink = localSink();
    if (sink) {
      sink(metrics.serializeMetrics());
      metrics.clearMetrics();
      return;
    }
    metrics.publishStoredMetrics();
  } catch {
    metrics.clearMetrics();
  }
}

/** Money received for a confirmed enrollment, in rupees (incl. GST), for the business dashboard. */
export function countRevenue(paise: number): void {
  countMetric(productMetrics.revenue, paise / 100, MetricUnit.NoUnit);
}

/** The metric names and values in one EMF line. */
export function metricValuesOf(line: EmfLine): Record<string, number> {
  const names = line._aws.CloudWatchMetrics.flatMap((group) => group.Metrics.map((m) => m.Name));
  return Object.fromEntries(names.map((name) => [name, Number(line[name])]));
}
