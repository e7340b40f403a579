import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

// Counts the DynamoDB calls a client sends, as reads and writes, so the bench's floor can make
// as many bare calls per request as the handlers really make (dynamodb-floor.ts).

export interface DynamoDbCalls {
  reads: number;
  writes: number;
}

const reads = /^(Get|BatchGet|TransactGet|Query|Scan)/;
const writes = /^(Put|Update|Delete|BatchWrite|TransactWrite)/;

/** Starts counting every call `client` sends; the answer reads the running totals. */
export function countDynamoDbCalls(client: DynamoDBDocumentClient): () => DynamoDbCalls {
  const totals: DynamoDbCalls = { reads: 0, writes: 0 };
  client.middlewareStack.add(
    (next, context) => (args) => {
      const command = String(context.commandName ?? '');
      if (reads.test(command)) totals.reads += 1;
      else if (writes.test(command)) totals.writes += 1;
      return next(args);
    },
    { step: 'initialize', name: 'benchDynamoDbCallCounter' },
  );
  return () => ({ ...totals });
}
