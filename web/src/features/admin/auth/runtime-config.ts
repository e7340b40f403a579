import * as z from 'zod';

// Which user pool the admin signs in to, read at run time from /runtime-config.json so one build
// serves every deployment (infra/constructs/site.ts writes it; the local site server serves one
// pointing at cognito-local).

const runtimeConfigSchema = z.object({
  region: z.string().min(1),
  userPoolId: z.string().min(1),
  userPoolClientId: z.string().min(1),
  /** Only locally: cognito-local's address. */
  userPoolEndpoint: z.url().optional(),
  /** Only locally: cognito-local has no SRP, so it signs in with the password flow. */
  authFlowType: z.enum(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH']).default('USER_SRP_AUTH'),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

let loaded: Promise<RuntimeConfig> | undefined;

export function runtimeConfig(): Promise<RuntimeConfig> {
  loaded ??= fetch('/runtime-config.json', { cache: 'no-cache' })
    .then((response) => {
      if (!response.ok) throw new Error(`runtime-config.json answered ${response.status}`);
      return response.json() as Promise<unknown>;
    })
    .then((json) => runtimeConfigSchema.parse(json))
    .catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
  return loaded;
}
