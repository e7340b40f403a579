import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Lead } from '../../shared/forms/lead';
import { db, getItem, queryCollection, tableName, withoutKeys, type ItemKeys } from './table';

export const leadKeys = (lead: Pick<Lead, 'id' | 'createdAt'>): ItemKeys => ({
  pk: `LEAD#${lead.id}`,
  sk: 'LEAD',
  gsi1pk: 'LEADS',
  gsi1sk: `${lead.createdAt}#${lead.id}`,
});

export const leadItem = (lead: Lead) => ({ ...leadKeys(lead), entityType: 'Lead', ...lead });

export async function putLead(lead: Lead): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: leadItem(lead),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export function getLeadById(id: string): Promise<Lead | undefined> {
  return getItem<Lead>({ pk: `LEAD#${id}`, sk: 'LEAD' });
}

export async function listLeadsNewestFirst(): Promise<Lead[]> {
  const items = await queryCollection('LEADS');
  return items.map((item) => withoutKeys<Lead>(item));
}
