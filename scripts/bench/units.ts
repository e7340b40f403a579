// How the report writes its figures: KB are 1024 bytes, as the budgets count them.

export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export const milliseconds = (ms: number) =>
  Number.isNaN(ms) ? 'n/a' : ms >= 100 ? `${Math.round(ms)} ms` : `${ms.toFixed(1)} ms`;

/** "850 ms", "4.2 s", "12 s", "5 min", "6.5 min". */
export const seconds = (ms: number) => {
  if (Number.isNaN(ms)) return 'n/a';
  if (ms < 1000) return milliseconds(ms);
  const s = ms / 1000;
  if (s < 10) return `${s.toFixed(1)} s`;
  if (s < 120) return `${Math.round(s)} s`;
  const minutes = s / 60;
  return `${Number.isInteger(minutes) ? minutes : minutes.toFixed(1)} min`;
};

export const ratio = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : 'n/a');

export const score = (value: number) => (Number.isNaN(value) ? 'n/a' : String(Math.round(value)));

/**
 * The answers of an API load outside 2xx, a request with no answer among them, and "429: 4, 2
 * no answer": what they were.
 */
export function refusedAnswers(answers: {
  non2xx: number;
  statuses: Record<string, number>;
  errors: number;
}): { count: number; byStatus: string } {
  const statuses = Object.entries(answers.statuses)
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, count]) => `${status}: ${count}`);
  if (answers.errors) statuses.push(`${answers.errors} no answer`);
  return { count: answers.non2xx + answers.errors, byStatus: statuses.join(', ') };
}

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

/** "1 read + 2 writes + 1 transaction of 4 items": the DynamoDB calls a request makes. */
export const dynamoDbCalls = (calls: {
  reads: number;
  writes: number;
  transactions: number;
  transactionItems: number;
}) =>
  [
    calls.reads && count(calls.reads, 'read'),
    calls.writes && count(calls.writes, 'write'),
    calls.transactions &&
      `${count(calls.transactions, 'transaction')} of ${count(
        Math.round(calls.transactionItems / calls.transactions),
        'item',
      )}`,
  ]
    .filter(Boolean)
    .join(' + ') || 'no calls';
