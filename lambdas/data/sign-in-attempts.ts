import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, getItem, isConditionFailed, putNewItem, tableName, type ItemKeys } from './table';

// A learner's sign-in as our own records (decision 019): the code an address holds, and each
// attempt to answer it. The API answers an attempt's id, never Cognito's Session, so every
// address is answered with an id of one form, and the attempt (real or decoy) is judged here.

/** The code an address holds until it is used or lapses; none for a decoy (no enrolment). */
export interface AddressSignInCode {
  code?: string;
  /** Epoch ms after which it is refused. */
  expiresAt: number;
}

export const signInCodeKeys = (email: string): ItemKeys => ({
  pk: `SIGN_IN#${email}`,
  sk: 'CODE',
});

/** One attempt to answer the address's code: each id answers once. */
export interface SignInAttempt {
  id: string;
  email: string;
  /** Cognito's Session to answer with; none for a decoy. */
  cognitoSession?: string;
  wrongAnswers: number;
  /** Epoch ms: the code's own expiry. */
  expiresAt: number;
}

export const signInAttemptKeys = (id: string): ItemKeys => ({
  pk: `SIGN_IN_ATTEMPT#${id}`,
  sk: 'SIGN_IN_ATTEMPT',
});

/** TTL a while after the expiry, which readers check themselves (deletion lags). */
const ttlAfter = (expiresAt: number) => Math.ceil(expiresAt / 1000) + 3600;

async function validCodeOf(email: string, now: Date): Promise<AddressSignInCode | undefined> {
  const stored = await getItem<AddressSignInCode>(signInCodeKeys(email), { consistent: true });
  return stored && stored.expiresAt > now.getTime() ? stored : undefined;
}

/**
 * The address's valid code, or `fresh` stored as it. `needsCode`: a stored decoy (no code) does
 * not count, so an address that has just paid gets a real code. Two requests at once store one.
 */
export async function keepSignInCode(
  email: string,
  now: Date,
  fresh: AddressSignInCode,
  { needsCode }: { needsCode: boolean },
): Promise<AddressSignInCode> {
  for (;;) {
    const current = await validCodeOf(email, now);
    if (current && (current.code !== undefined || !needsCode)) return current;
    try {
      await db().send(
        new PutCommand({
          TableName: tableName(),
          Item: {
            ...signInCodeKeys(email),
            entityType: 'SignInCode',
            ...fresh,
            ttl: ttlAfter(fresh.expiresAt),
          },
          ConditionExpression:
            'attribute_not_exists(pk) OR expiresAt <= :now' +
            (needsCode ? ' OR attribute_not_exists(code)' : ''),
          ExpressionAttributeValues: { ':now': now.getTime() },
        }),
      );
      return fresh;
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
    }
  }
}

/** What a decoy reads where a real answer's trigger reads the code: the same work. */
export const readSignInCode = (email: string, now: Date) => validCodeOf(email, now);

/** Spends the code if it is `code` and valid: true for the one request that spends it. */
export async function spendSignInCode(email: string, code: string, now: Date): Promise<boolean> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: signInCodeKeys(email),
        ConditionExpression: 'code = :code AND expiresAt > :now',
        ExpressionAttributeValues: { ':code': code, ':now': now.getTime() },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

export async function putSignInAttempt(attempt: SignInAttempt): Promise<void> {
  await putNewItem({
    ...signInAttemptKeys(attempt.id),
    entityType: 'SignInAttempt',
    ...attempt,
    ttl: ttlAfter(attempt.expiresAt),
  });
}

/**
 * Takes an attempt to answer it: deleted as it is read, so of two requests with one id only one
 * gets it. Undefined when there is none (never made, answered already, or removed by TTL).
 */
export async function takeSignInAttempt(id: string): Promise<SignInAttempt | undefined> {
  const { Attributes } = await db().send(
    new DeleteCommand({
      TableName: tableName(),
      Key: signInAttemptKeys(id),
      ReturnValues: 'ALL_OLD',
    }),
  );
  if (!Attributes) return undefined;
  const { email, cognitoSession, wrongAnswers, expiresAt } = Attributes as SignInAttempt;
  return { id, email, ...(cognitoSession ? { cognitoSession } : {}), wrongAnswers, expiresAt };
}
