import { describe, expect, it } from 'vitest';
import { buildStack, logicalIdStartingWith, resourcesOfType } from './stack-fixture';

// Defence in depth for the audit trail (decision 022): every Lambda the table is granted to is
// denied updating, deleting and batch-writing items in the trail's partition.

const { template } = buildStack();
const functions = resourcesOfType(template, 'AWS::Lambda::Function');
const policies = resourcesOfType(template, 'AWS::IAM::Policy');
const tableId = logicalIdStartingWith(template, 'AWS::DynamoDB::GlobalTable', 'DataTable');

interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: unknown;
}

const statementsOfRole = (role: string): Statement[] =>
  Object.values(policies)
    .filter((policy) => JSON.stringify(policy.Properties!.Roles).includes(`"${role}"`))
    .flatMap(
      (policy) => (policy.Properties!.PolicyDocument as { Statement: Statement[] }).Statement,
    );

const roleOf = (fn: { Properties?: Record<string, unknown> }) =>
  /"Fn::GetAtt":\["([^"]+)"/.exec(JSON.stringify(fn.Properties!.Role))![1]!;

/** Whether a role is allowed to change or remove items of the table at all. */
const changesItems = (role: string) =>
  statementsOfRole(role).some(
    (statement) =>
      statement.Effect === 'Allow' &&
      /dynamodb:(UpdateItem|DeleteItem|BatchWriteItem)/.test(JSON.stringify(statement.Action)),
  );

/** The Lambdas that use the table, by logical id, with their roles. */
const tableRoles = Object.entries(functions)
  .filter(([, fn]) => JSON.stringify(fn.Properties!.Environment ?? {}).includes('"TABLE_NAME"'))
  .map(([id, fn]) => [id, roleOf(fn)] as const);

describe('the audit trail in IAM', () => {
  it('is guarded on every Lambda that may update or delete items of the table', () => {
    const writers = tableRoles.filter(([, role]) => changesItems(role));
    expect(writers.length).toBeGreaterThan(20);
    for (const [id, role] of writers) {
      const statements = statementsOfRole(role).map((statement) => ({
        ...statement,
        Action: [statement.Action].flat().sort(),
      }));
      expect(statements, id).toContainEqual({
        Effect: 'Deny',
        Action: ['dynamodb:BatchWriteItem', 'dynamodb:DeleteItem', 'dynamodb:UpdateItem'],
        Resource: { 'Fn::GetAtt': [tableId, 'Arn'] },
        Condition: { 'ForAnyValue:StringEquals': { 'dynamodb:LeadingKeys': ['AUDIT'] } },
      });
    }
  });

  it('still lets the audit Lambda read and every writer put records', () => {
    const allows = tableRoles.flatMap(([, role]) =>
      statementsOfRole(role).filter((statement) => statement.Effect === 'Allow'),
    );
    expect(JSON.stringify(allows)).toContain('dynamodb:PutItem');
    expect(
      tableRoles.every(([, role]) =>
        statementsOfRole(role).every(
          (statement) =>
            statement.Effect === 'Allow' || !JSON.stringify(statement.Action).includes('PutItem'),
        ),
      ),
    ).toBe(true);
  });
});
