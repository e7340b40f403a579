import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { signInWindowMs, type SignInCounts } from '#shared/learning/sign-in-limits';
import { rateLimitMessage } from '#shared/forms/rate-limit';
import { RateLimitedError } from '#lambdas/lib/errors';
import { db, tableName, withoutKeys, type ItemKeys } from './table';
import { writeTransaction } from './transactions';

// The sign-in's counts (decision 019): codes asked and wrong answers per address, and per
// address and client, in the address's partition beside its code. The rules are pure
// (shared/learning/sign-in-limits.ts); here they are read and written so that two requests at
// the same moment cannot both pass a limit: both scopes change in one transaction conditioned on
// the versions read, and a lost race reads again.

/** Both scopes a sign-in counts in. */
export interface SignInScopes<T> {
  address: T;
  addressAtClient: T;
}

interface StoredCounts extends SignInCounts {
  version: number;
}

export const signInCountsKeys = (email: string, client?: string): ItemKeys => ({
  pk: `SIGN_IN#${email}`,
  sk: client === undefined ? 'COUNTS' : `COUNTS#${client}`,
});

const scopeKeys = (email: string, client: string): SignInScopes<ItemKeys> => ({
  address: signInCountsKeys(email),
  addressAtClient: signInCountsKeys(email, client),
});

async function readStored(
  email: string,
  client: string,
): Promise<SignInScopes<StoredCounts | undefined>> {
  const keys = scopeKeys(email, client);
  const { Responses } = await db().send(
    new BatchGetCommand({
      RequestItems: {
        [tableName()]: { Keys: [keys.address, keys.addressAtClient], ConsistentRead: true },
      },
    }),
  );
  const items = Responses?.[tableName()] ?? [];
  const find = (key: ItemKeys) => {
    const item = items.find((found) => found.pk === key.pk && found.sk === key.sk);
    return item ? withoutKeys<StoredCounts>(item) : undefined;
  };
  return { address: find(keys.address), addressAtClient: find(keys.addressAtClient) };
}

/** Both scopes' counts as stored (a lapsed window is the pure rules' to see). */
export async function readSignInCounts(
  email: string,
  client: string,
): Promise<SignInScopes<SignInCounts | undefined>> {
  return readStored(email, client);
}

const maxRaces = 8;

/**
 * Reads both scopes, lets `decide` answer and say what to store, and stores it only if neither
 * changed meanwhile (else reads and decides again). Answers what `decide` answered.
 */
export async function changeSignInCounts<R>(
  email: string,
  client: string,
  decide: (stored: SignInScopes<SignInCounts | undefined>) => {
    answer: R;
    store?: SignInScopes<SignInCounts>;
  },
): Promise<R> {
  const keys = scopeKeys(email, client);
  for (let race = 0; ; race += 1) {
    const stored = await readStored(email, client);
    const { answer, store } = decide(stored);
    if (!store) return answer;
    const put = (key: ItemKeys, seen: StoredCounts | undefined, counts: SignInCounts) => ({
      Put: {
        TableName: tableName(),
        Item: {
          ...key,
          entityType: 'SignInCounts',
          windowStartedAt: counts.windowStartedAt,
          codesAsked: counts.codesAsked,
          wrongAnswers: counts.wrongAnswers,
          ...(counts.lastWrongAt === undefined ? {} : { lastWrongAt: counts.lastWrongAt }),
          version: (seen?.version ?? 0) + 1,
          // Gone a while after its window, which the rules check themselves (TTL lags).
          ttl: Math.ceil((counts.windowStartedAt + signInWindowMs) / 1000) + 3600,
        },
        ...(seen
          ? {
              ConditionExpression: 'version = :version',
              ExpressionAttributeValues: { ':version': seen.version },
            }
          : { ConditionExpression: 'attribute_not_exists(pk)' }),
      },
    });
    const written = await writeTransaction([
      put(keys.address, stored.address, store.address),
      put(keys.addressAtClient, stored.addressAtClient, store.addressAtClient),
    ]);
    if (written.ok) return answer;
    // A burst at one address from many clients: the caller hears "too many", not a failure.
    if (race >= maxRaces) throw new RateLimitedError(rateLimitMessage);
  }
}
