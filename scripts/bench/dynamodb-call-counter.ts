import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

// Counts the DynamoDB calls a client sends, as reads, writes and write transactions (with their
// items), and keeps the latest reads as sent, so the bench's floor can make the same bare calls
// per request as the handlers make (dynamodb-floor.ts).

export interface DynamoDbCalls {
  reads: number;
  writes: number;
  transactions: number;
  /** Items written by those transactions, all together. */
  transactionItems: number;
}

/** A read as the handler sent it: the document client's command and its input. */
export interface RecordedRead {
  command: ReadCommandName;
  input: Record<string, unknown>;
}

export const readCommandNames = [
  'GetCommand',
  'BatchGetCommand',
  'TransactGetCommand',
  'QueryCommand',
  'ScanCommand',
] as const;
export type ReadCommandName = (typeof readCommandNames)[number];

export interface DynamoDbCallWatch {
  /** The running totals since the watch began. */
  calls(): DynamoDbCalls;
  /** The last `count` reads sent, oldest first. */
  lastReads(count: number): RecordedRead[];
}

const noDynamoDbCalls: DynamoDbCalls = {
  reads: 0,
  writes: 0,
  transactions: 0,
  transactionItems: 0,
};

const writes = /^(Put|Update|Delete|BatchWrite)/;
const transactions = /^TransactWrite/;
const keptReads = 50;

const isReadCommand = (name: string): name is ReadCommandName =>
  (readCommandNames as readonly string[]).includes(name);

/** Starts watching every call `client` sends. */
export function watchDynamoDbCalls(client: DynamoDBDocumentClient): DynamoDbCallWatch {
  const totals: DynamoDbCalls = { ...noDynamoDbCalls };
  const reads: RecordedRead[] = [];
  client.middlewareStack.add(
    (next, context) => (args) => {
      const command = String(context.commandName ?? '');
      // At this step the input is still the document client's own, not yet marshalled.
      const input = args.input as Record<string, unknown>;
      if (isReadCommand(command)) {
        totals.reads += 1;
        // Kept as it is, not copied: this runs on every request the bench measures, and the
        // document client marshals an input into a new object rather than changing it.
        reads.push({ command, input });
        if (reads.length > keptReads) reads.shift();
      } else if (writes.test(command)) totals.writes += 1;
      else if (transactions.test(command)) {
        totals.transactions += 1;
        totals.transactionItems += (input.TransactItems as unknown[] | undefined)?.length ?? 0;
      }
      return next(args);
    },
    { step: 'initialize', name: 'benchDynamoDbCallCounter' },
  );
  return {
    calls: () => ({ ...totals }),
    lastReads: (count) => (count > 0 ? reads.slice(-count) : []),
  };
}
