import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildStack, resourcesOfType } from './stack-fixture';

// The tests must run on the Node major the Lambdas run (docs/decisions/029-node-22.md): the Node
// .ci/run installs, the engines floor and the Lambda runtime move together or not at all.

const root = join(import.meta.dirname, '..', '..');
const ciRun = readFileSync(join(root, '.ci', 'run'), 'utf8');
const engines = (
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { engines: { node: string } }
).engines.node;

const versionParts = (version: string) => version.split('.').map(Number);
const ciNodeVersion = /^ci_node_version=(\d+\.\d+\.\d+)$/m.exec(ciRun)?.[1];

/** The runtimes of our handler functions (each logs as `techsite-<area>`), not CDK's own. */
function handlerRuntimes(): string[] {
  const functions = resourcesOfType(buildStack().template, 'AWS::Lambda::Function');
  return Object.values(functions)
    .filter((resource) =>
      JSON.stringify(resource.Properties?.Environment ?? {}).includes(
        '"POWERTOOLS_SERVICE_NAME":"techsite-',
      ),
    )
    .map((resource) => String(resource.Properties!.Runtime));
}

describe('the Node version', () => {
  it('.ci/run pins a release at or above the engines floor, of the same major', () => {
    expect(ciNodeVersion).toBeDefined();
    expect(engines).toMatch(/^>=\d+\.\d+\.\d+$/);
    const floor = versionParts(engines.slice(2));
    const pinned = versionParts(ciNodeVersion!);
    expect(pinned[0]).toBe(floor[0]);
    expect(pinned[1]! * 1000 + pinned[2]!).toBeGreaterThanOrEqual(floor[1]! * 1000 + floor[2]!);
  });

  it('is the major every Lambda runs', () => {
    const runtimes = handlerRuntimes();
    expect(runtimes.length).toBeGreaterThan(20);
    expect(new Set(runtimes)).toEqual(new Set([`nodejs${versionParts(ciNodeVersion!)[0]}.x`]));
  });
});
