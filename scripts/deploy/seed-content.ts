import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { seedContent } from '#lambdas/data/seed-content';

// Seeds the deployed table with the starting content, exactly as `npm start` seeds the local one:
// an item is written only where none with its key exists, so running it again changes nothing.
//   npx tsx scripts/deploy/seed-content.ts <TableName output>   (AWS credentials and region set)

const tableName = process.argv[2];
if (!tableName) {
  console.error(
    'Usage: npx tsx scripts/deploy/seed-content.ts <table name from the stack outputs>',
  );
  process.exit(1);
}
const client = DynamoDBDocumentClient.from(
  new DynamoDBClient({ region: process.env.AWS_REGION ?? 'ap-south-1' }),
  { marshallOptions: { removeUndefinedValues: true } },
);
const { written, kept } = await seedContent(client, tableName);
console.log(`${written} items written, ${kept} already there`);
