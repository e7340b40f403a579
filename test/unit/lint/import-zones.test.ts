import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The layout of docs/architecture.md §3 is kept by ESLint's import zones (eslint.config.js),
// through the subpath imports too. Each case lints one import as if written in a real file.

const root = join(import.meta.dirname, '..', '..', '..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function zoneErrors(file: string, importLine: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${importLine}\n`, { filePath: join(root, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import/no-restricted-paths')
    .map((message) => message.message);
}

describe('the import zones', () => {
  it('keep a business area out of another area’s files, by alias or relative path', async () => {
    expect(
      await zoneErrors('lambdas/site/zone-check.ts', "import '#lambdas/inbox/contact';"),
    ).toEqual([
      expect.stringContaining('lambdas/site may use only the public files of lambdas/inbox'),
    ]);
    expect(
      await zoneErrors('lambdas/catalog/zone-check.ts', "import '../publishing/public-content';"),
    ).toHaveLength(1);
  });

  it('let an area use another area’s public files and the shared folders', async () => {
    expect(
      await zoneErrors(
        'lambdas/site/zone-check.ts',
        "import '#lambdas/checkout-payments/phonepe/payment-config';",
      ),
    ).toEqual([]);
    expect(
      await zoneErrors('lambdas/inbox/zone-check.ts', "import '#lambdas/data/leads';"),
    ).toEqual([]);
  });

  it('keep the shared server folders out of every area', async () => {
    expect(
      await zoneErrors(
        'lambdas/data/zone-check.ts',
        "import '#lambdas/publishing/public-content';",
      ),
    ).toHaveLength(1);
  });

  it('keep the browser out of server code and the cloud stack out of dev tooling', async () => {
    expect(await zoneErrors('web/src/zone-check.ts', "import '#lambdas/lib/http';")).toHaveLength(
      1,
    );
    expect(
      await zoneErrors('infra/zone-check.ts', "import '../scripts/local/stack';"),
    ).toHaveLength(1);
    expect(await zoneErrors('infra/zone-check.ts', "import '#lambdas/lib/http';")).toHaveLength(1);
    expect(await zoneErrors('infra/zone-check.ts', "import '#lambdas/api-routes';")).toEqual([]);
  });
});
