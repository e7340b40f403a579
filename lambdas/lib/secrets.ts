import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SecretsProvider } from '@aws-lambda-powertools/parameters/secrets';
import { traced } from './tracer';

// Secrets Manager through Powertools Parameters, each value cached for five minutes: a rotated
// key (PhonePe's, the origin header's, the invoice links') reaches every warm Lambda within five
// minutes, with no redeploy and no call per request (docs/deploy.md).

export const secretMaxAgeSeconds = 5 * 60;

type Stage = 'AWSCURRENT' | 'AWSPREVIOUS';

// Powertools caches by name only, so each version stage has a provider (and a cache) of its own.
const providers = new Map<Stage, SecretsProvider>();

function providerOf(stage: Stage): SecretsProvider {
  let provider = providers.get(stage);
  if (!provider) {
    provider = new SecretsProvider({
      awsSdkV3Client: traced(new SecretsManagerClient({ region: process.env.AWS_REGION })),
    });
    providers.set(stage, provider);
  }
  return provider;
}

/** The secret's string at this stage; undefined when it has none (never rotated: no previous). */
export async function secretString(
  secretArn: string,
  stage: Stage = 'AWSCURRENT',
): Promise<string | undefined> {
  try {
    const value = await providerOf(stage).get(secretArn, {
      maxAge: secretMaxAgeSeconds,
      sdkOptions: { VersionStage: stage },
    });
    return typeof value === 'string' ? value : undefined;
  } catch (error) {
    if (stage === 'AWSPREVIOUS' && isMissingVersion(error)) return undefined;
    throw error;
  }
}

function isMissingVersion(error: unknown): boolean {
  const cause = error instanceof Error && 'cause' in error ? error.cause : error;
  return cause instanceof Error && cause.name === 'ResourceNotFoundException';
}
