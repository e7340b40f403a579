import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { StaffPolicy } from '#shared/admin/staff';
import { auditPut, newAuditRecord, type NewAuditRecord } from './audit-trail';
import { db, getItem, tableName, type ItemKeys } from './table';
import { writeTransaction } from './transactions';

// What the table keeps about staff (docs/data-model.md); the people themselves live in the admin
// user pool. The policy is a record of its own, so an owner's change to it is audited like any
// other write (decision 022); each person's last recorded two-step state is bookkeeping that
// decides whether a report of theirs is a change worth a record.

export const staffKeys = {
  policy: (): ItemKeys => ({ pk: 'STAFF_POLICY#two-step', sk: 'POLICY' }),
  twoStep: (sub: string): ItemKeys => ({ pk: `STAFF_TWO_STEP#${sub}`, sk: 'STATE' }),
};

const defaultPolicy: StaffPolicy = { twoStepRequiredForOwnerAndFinance: false };

export async function readStaffPolicy(): Promise<StaffPolicy> {
  const item = await getItem<Partial<StaffPolicy>>(staffKeys.policy(), { consistent: true });
  return {
    twoStepRequiredForOwnerAndFinance:
      item?.twoStepRequiredForOwnerAndFinance ?? defaultPolicy.twoStepRequiredForOwnerAndFinance,
  };
}

export async function saveStaffPolicy(policy: StaffPolicy): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...staffKeys.policy(),
        entityType: 'StaffPolicy',
        ...policy,
        updatedAt: new Date().toISOString(),
      },
    }),
  );
}

/**
 * Stores the person's two-step state and its audit record together, only when it differs from
 * the state last stored (off when none was, as every account starts): answers whether it did.
 * Two reports at once record once.
 */
export async function recordTwoStepChange(
  sub: string,
  twoStep: boolean,
  entry: NewAuditRecord,
): Promise<boolean> {
  const stored = await getItem<{ twoStep?: boolean }>(staffKeys.twoStep(sub), {
    consistent: true,
  });
  if ((stored?.twoStep ?? false) === twoStep) return false;
  const result = await writeTransaction([
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...staffKeys.twoStep(sub),
          entityType: 'StaffTwoStep',
          twoStep,
          changedAt: new Date().toISOString(),
        },
        ConditionExpression: 'attribute_not_exists(pk) OR twoStep <> :twoStep',
        ExpressionAttributeValues: { ':twoStep': twoStep },
      },
    },
    auditPut(newAuditRecord(entry)),
  ]);
  return result.ok;
}
