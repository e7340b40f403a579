import { execFile } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { median } from './statistics';

// How long a bundle takes to load in a brand-new Node process: the part of a Lambda cold start
// our code controls (parsing and running the module's top level). Each sample is a fresh
// process, so nothing is cached between them; the median of a few evens out the noise.

const run = promisify(execFile);

// Imports the bundle and prints the milliseconds the import took, nothing else.
const probe = `
const url = process.argv[1];
const started = performance.now();
await import(url);
process.stdout.write(String(performance.now() - started));
`;

/** The environment a deployed handler finds: what lambdas/lib/config.ts may parse at import. */
const lambdaLikeEnvironment = {
  AWS_REGION: 'ap-south-1',
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
  TABLE_NAME: 'techsite-bench',
  // The render Lambda's (infra/constructs/site-render.ts).
  SITE_URL: 'https://www.example.in',
  SITE_BUCKET: 'techsite-bench-site',
  MEDIA_BUCKET: 'techsite-bench-media',
  LOG_LEVEL: 'WARN',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};

export async function coldImportMs(bundleFile: string, samples = 5): Promise<number> {
  const timings: number[] = [];
  for (let sample = 0; sample < samples; sample += 1) {
    const { stdout } = await run(
      process.execPath,
      ['--input-type=module', '--eval', probe, pathToFileURL(bundleFile).href],
      { env: { PATH: process.env.PATH, ...lambdaLikeEnvironment } },
    );
    timings.push(Number(stdout));
  }
  return median(timings);
}
