import { getItem, tableName, type ItemKeys } from './table';
import { writeTransaction } from './transactions';

// Gapless serial numbers for GST documents (tax invoices, rule 46(b); credit notes, rule 53):
// a counter item per series and financial year moves only together with the document it numbers.

export interface SerialSeries {
  /** The counter item, e.g. COUNTER#INVOICE / FY2026-27. */
  counterKeys: ItemKeys;
  /** The counter's entityType, e.g. InvoiceCounter. */
  counterType: string;
  /** For the error when the year's next serial cannot be taken, e.g. "invoice serial of FY2026-27". */
  name: string;
}

/** Enough rounds for a burst of documents that all want the year's next serial at once. */
const maxSerialRounds = 50;

/**
 * Stores the document made for the series' next serial, the counter and the document's item in
 * one transaction: a serial is used only by the document that got it, so the series has no gaps
 * and no repeats, whatever races or breaks off. Undefined when the document's item existed
 * already (another call issued it first).
 */
export async function putWithNextSerial<T>(
  series: SerialSeries,
  documentFor: (serial: number) => T,
  itemOf: (document: T) => Record<string, unknown> & ItemKeys,
): Promise<T | undefined> {
  const { counterKeys } = series;
  for (let round = 0; round < maxSerialRounds; round += 1) {
    const counter = await getItem<{ lastSerial?: number }>(counterKeys, { consistent: true });
    const last = counter?.lastSerial ?? 0;
    const document = documentFor(last + 1);
    const result = await writeTransaction([
      {
        Update: {
          TableName: tableName(),
          Key: counterKeys,
          UpdateExpression: 'SET lastSerial = :next, entityType = :type',
          ConditionExpression: last ? 'lastSerial = :last' : 'attribute_not_exists(lastSerial)',
          ExpressionAttributeValues: {
            ':next': last + 1,
            ':type': series.counterType,
            ...(last ? { ':last': last } : {}),
          },
        },
      },
      {
        Put: {
          TableName: tableName(),
          Item: itemOf(document),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    ]);
    if (result.ok) return document;
    if (result.failedConditions.includes(1)) return undefined;
    // Another document took this serial meanwhile: read the counter again.
  }
  throw new Error(`No ${series.name} could be taken: too many at once`);
}
