import { parseArgs } from 'node:util';
import * as z from 'zod';
import { passwordProblem } from '#shared/admin/password-policy';
import { generatePassword } from '#lambdas/lib/staff-password';
import { connectCloud, connectLocal, type ConnectedTarget } from './admin/admin-target';
import { staffRoles, type StaffRole } from '#shared/admin/staff-roles';
import { ensureAdminUser } from './admin/admin-user';
import { ensureStaffGroups } from './admin/staff-groups';
import { readLocalSettings } from './local/settings';

// `npm run admin:create -- <email> [--role <role>[,<role>]] [--password <password>] [--temporary]`:
// makes someone staff with those roles (owner by default, decision 021), locally in cognito-local, or with --user-pool-id (or USER_POOL_ID) in the deployed pool.
// docs/admin.md explains both.

const usage = `Usage: npm run admin:create -- <email> [options]

Creates a staff user (or adds an existing user to the role groups) and prints how to sign in.

Options:
  --role <roles>          The roles, comma-separated: ${staffRoles.join(', ')}
                          (default: owner). One person may hold several.
  --password <password>   Use this password (12+ characters, upper- and lower-case, a digit,
                          a symbol) instead of a random one. An existing user keeps theirs
                          unless this is given.
  --temporary             The password opens the first sign-in only; the admin then chooses
                          their own on the sign-in page, so you never know it.
  --user-pool-id <id>     The deployed user pool (stack output UserPoolId); also USER_POOL_ID.
                          Uses your default AWS credentials. Without it: the local stack.
  --region <region>       The pool's region (default: AWS_REGION, else from the pool id).
  --site-url <url>        The site's address, for the sign-in link (also SITE_URL).
  --endpoint <url>        A running cognito-local to use (default: the local stack's).
  -h, --help              Show this help.`;

function parseCommandLine() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      password: { type: 'string' },
      temporary: { type: 'boolean' },
      role: { type: 'string' },
      'user-pool-id': { type: 'string' },
      region: { type: 'string' },
      'site-url': { type: 'string' },
      endpoint: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const email = z.email().safeParse(positionals[0]?.trim().toLowerCase());
  if (!email.success || positionals.length !== 1) {
    throw new Error(`Give exactly one e-mail address.\n\n${usage}`);
  }
  const problem = values.password === undefined ? undefined : passwordProblem(values.password);
  if (problem) throw new Error(problem);
  return {
    email: email.data,
    roles: parseRoles(values.role),
    password: values.password,
    temporary: values.temporary ?? false,
    userPoolId: values['user-pool-id'] ?? process.env.USER_POOL_ID,
    region: values.region,
    siteUrl: values['site-url'],
    endpoint: values.endpoint,
  };
}

function parseRoles(value: string | undefined): StaffRole[] {
  if (value === undefined) return ['owner'];
  const names = value
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const unknown = names.filter((name) => !(staffRoles as readonly string[]).includes(name));
  if (!names.length || unknown.length) {
    throw new Error(
      `Unknown role ${unknown.join(', ') || '(none given)'}: choose from ${staffRoles.join(', ')}.`,
    );
  }
  return [...new Set(names)] as StaffRole[];
}

function signInInstructions(
  target: ConnectedTarget,
  email: string,
  result: { created: boolean; password?: string; temporary: boolean; roles: StaffRole[] },
): string {
  const where = target.kind === 'cloud' ? `user pool ${target.userPoolId}` : 'the local stack';
  const reset =
    target.kind === 'local' && target.codeLog
      ? `'Forgot your password?' on the sign-in page sends a code; locally it is printed in ${target.codeLog}.`
      : "'Forgot your password?' on the sign-in page e-mails a reset code.";
  return [
    '',
    `  ${result.created ? 'Created' : 'Updated'} staff ${email} in ${where} (roles: ${result.roles.join(', ')}).`,
    '',
    `  Sign in at  ${target.loginUrl ?? "<your site>/admin/login (the stack output SiteUrl + '/admin/login')"}`,
    `  Email       ${email}`,
    `  Password    ${result.password ?? '(unchanged: the one this user already has)'}`,
    ...(result.temporary
      ? ['              (temporary: at the first sign-in they choose their own)']
      : []),
    '',
    `  Forgotten?  ${reset}`,
    '              Or run this command again with --password <new password>.',
    '',
  ].join('\n');
}

async function main() {
  const options = parseCommandLine();
  // A pool id alone means the cloud; with --endpoint it names a pool in that cognito-local.
  const target =
    options.userPoolId && !options.endpoint
      ? await connectCloud({ ...options, userPoolId: options.userPoolId })
      : await connectLocal(options, readLocalSettings());
  try {
    // A cognito-local started before the roles existed lacks their groups; the cloud's come
    // from the CDK.
    if (target.kind === 'local') await ensureStaffGroups(target.client, target.userPoolId);
    const result = await ensureAdminUser(target.client, target.userPoolId, options, () =>
      generatePassword(),
    );
    console.log(signInInstructions(target, options.email, result));
  } finally {
    await target.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
