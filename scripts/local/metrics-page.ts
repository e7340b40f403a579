import { readFile } from 'node:fs/promises';
import { alarmedMetrics, productMetrics } from '#shared/operations/product-metrics';

// /dev/metrics beside the outbox: the product's metrics as the local stack emitted them, read
// back from the Embedded Metric Format lines the handlers wrote (lambdas/lib/metrics.ts), so a
// developer sees a failure metric fire as CloudWatch would count it and its alarm go off.

export interface MetricTotal {
  name: string;
  total: number;
  lastAt?: string;
  /** Whether the cloud stack has an alarm on it (any value ≥ 1 in five minutes). */
  alarmed: boolean;
}

interface EmfLine {
  _aws?: { Timestamp?: number; CloudWatchMetrics?: Array<{ Metrics?: Array<{ Name: string }> }> };
  [name: string]: unknown;
}

/** Every product metric with its total and when it was last counted, from the EMF lines. */
export function metricTotals(emfLines: string): MetricTotal[] {
  const totals = new Map<string, { total: number; lastAt?: number }>(
    Object.values(productMetrics).map((name) => [name, { total: 0 }]),
  );
  for (const text of emfLines.split('\n')) {
    if (!text.trim()) continue;
    let line: EmfLine;
    try {
      line = JSON.parse(text) as EmfLine;
    } catch {
      continue;
    }
    const at = line._aws?.Timestamp;
    for (const group of line._aws?.CloudWatchMetrics ?? []) {
      for (const { Name } of group.Metrics ?? []) {
        const entry = totals.get(Name) ?? { total: 0 };
        entry.total += Number(line[Name]) || 0;
        if (at !== undefined) entry.lastAt = Math.max(entry.lastAt ?? 0, at);
        totals.set(Name, entry);
      }
    }
  }
  return [...totals].map(([name, { total, lastAt }]) => ({
    name,
    total: Math.round(total * 100) / 100,
    ...(lastAt ? { lastAt: new Date(lastAt).toISOString() } : {}),
    alarmed: (alarmedMetrics as readonly string[]).includes(name),
  }));
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

export async function localMetricsPage(metricsFile: string): Promise<string> {
  const totals = metricTotals(await readFile(metricsFile, 'utf8').catch(() => ''));
  const rows = totals
    .map((metric) => {
      const firing = metric.alarmed && metric.total > 0;
      return (
        `<tr><td>${escapeHtml(metric.name)}</td><td>${metric.total}</td>` +
        `<td>${metric.lastAt ?? '—'}</td>` +
        `<td>${metric.alarmed ? (firing ? '<strong>would alarm</strong>' : 'alarm set') : '—'}</td></tr>`
      );
    })
    .join('');
  return (
    '<!doctype html><title>Local metrics</title><h1>Local metrics</h1>' +
    '<p>What the handlers counted since this data folder was made, as CloudWatch would receive ' +
    'it (namespace Techsite). <a href="/dev/outbox">Outbox</a></p>' +
    '<table><thead><tr><th>Metric</th><th>Total</th><th>Last counted (UTC)</th><th>Alarm</th>' +
    `</tr></thead><tbody>${rows}</tbody></table>`
  );
}
