import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#lambdas/data/table';

/** Puts items for one test and returns a cleanup that deletes them again. */
export async function putItems(
  items: Array<Record<string, unknown> & { pk: string; sk: string }>,
): Promise<() => Promise<void>> {
  await Promise.all(
    items.map((Item) => db().send(new PutCommand({ TableName: tableName(), Item }))),
  );
  return async () => {
    await Promise.all(
      items.map(({ pk, sk }) =>
        db().send(new DeleteCommand({ TableName: tableName(), Key: { pk, sk } })),
      ),
    );
  };
}
