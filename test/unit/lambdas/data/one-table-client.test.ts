import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Decision 022: every admin write is audited because it goes through db() of
// lambdas/data/table.ts, which records writes made inside an admin route. A second DynamoDB
// client anywhere in lambdas/ would write around the trail; this keeps there being one.

const root = join(import.meta.dirname, '..', '..', '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('the DynamoDB client of the Lambdas', () => {
  it('is made in lambdas/data/table.ts only', () => {
    const makers = sourceFiles(join(root, 'lambdas'))
      .filter((file) =>
        /new DynamoDBClient\(|DynamoDBDocumentClient\.from\(|new DynamoDBDocumentClient\(/.test(
          readFileSync(file, 'utf8'),
        ),
      )
      .map((file) => relative(root, file));
    expect(makers).toEqual(['lambdas/data/table.ts']);
  });
});
