import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiAreas, businessAreas, jobLambdas, lambdaEntry } from '#lambdas/api-routes';

// ESLint fences every folder of lambdas/ but the shared ones as a business area
// (eslint.config.js); the Lambdas name their area. The two must agree.

const lambdasDir = join(import.meta.dirname, '..', '..', '..', 'lambdas');

describe('the business areas of lambdas/', () => {
  it('are its folders, besides the shared data/, lib/ and mail/', () => {
    const folders = readdirSync(lambdasDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.sort()).toEqual([...businessAreas, 'data', 'lib', 'mail'].sort());
  });

  it('each hold the handler of every Lambda that names them', () => {
    const names = [...apiAreas.map((area) => area.name), ...Object.keys(jobLambdas)];
    expect(names).toHaveLength(new Set(names).size);
    for (const name of names) {
      const [, area, handlers] = lambdaEntry(name).split('/');
      expect(businessAreas, name).toContain(area);
      expect(handlers).toBe('handlers');
      expect(readdirSync(join(lambdasDir, area!, 'handlers'))).toContain(`${name}.ts`);
    }
  });

  it('refuses a Lambda nobody declared', () => {
    expect(() => lambdaEntry('no-such-lambda')).toThrow('No Lambda is called no-such-lambda');
  });
});
