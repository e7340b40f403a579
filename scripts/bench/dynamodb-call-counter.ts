import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

// Counts the DynamoDB calls a client sends, as reads, writes and write transactions (with their
// items), so the bench's floor can make the same bare calls per request as the handlers make
// (dynamodb-floor.ts).

export interface DynamoDbCalls {
  reads: number;
  writes: number;
  transactions: number;
  /** Items written by those transactions, all together. */
  transactionItems: number;
}

const noDynamoDbCalls: DynamoDbCalls = {
  reads: 0,
  writes: 0,
  transactions: 0,
  transactionItems: 0,
};

const reads = /^(Get|BatchGet|TransactGet|Query|Scan)/;
const writes = /^(Put|Update|Delete|BatchWrite)/;
const transactions = /^TransactWrite/;

/** Starts counting every call `client` sends; the answer reads the running totals. */
export function countDynamoDbCalls(client: DynamoDBDocumentClient): () => DynamoDbCalls {
  const totals: DynamoDbCalls = { ...noDynamoDbCalls };
  client.middlewareStack.add(
    (next, context) => (args) => {
      const command = String(context.commandName ?? '');
      if (reads.test(command)) totals.reads += 1;
      else if (writes.test(command)) totals.writes += 1;
      else if (transactions.test(command)) {
        totals.transactions += 1;
        const input = args.input as { TransactItems?: unknown[] };
        totals.transactionItems += input.TransactItems?.length ?? 0;
      }
      return next(args);
    },
    { step: 'initialize', name: 'benchDynamoDbCallCounter' },
  );
  return () => ({ ...totals });
}
