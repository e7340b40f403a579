import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import * as z from 'zod';
import { CognitoError } from './protocol';

// The learner pool's users: confirmed, e-mail as user name (lower-cased), a random `sub`. Kept in
// a JSON file when one is given, so learners keep their accounts (and subs) across restarts like
// the rest of .data/; in memory otherwise.

const learnerUser = z.object({
  username: z.string(),
  /** Every attribute Cognito keeps, `sub` included, as Cognito's string values. */
  attributes: z.record(z.string(), z.string()),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
const usersFileSchema = z.object({ users: z.array(learnerUser) });

export type LearnerUser = z.infer<typeof learnerUser>;

/** Attributes Cognito sets itself and refuses from a caller. */
const immutableAttributes = new Set(['sub']);

export class UserDirectory {
  private readonly users = new Map<string, LearnerUser>();

  constructor(private readonly file?: string) {
    if (!file || !existsSync(file)) return;
    const parsed = usersFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!parsed.success) throw new Error(`${file} is not a learner identity users file`);
    for (const user of parsed.data.users) this.users.set(user.username, user);
  }

  /** By user name (case-insensitive, as the e-mail it is) or by `sub`, as Cognito looks up. */
  find(usernameOrSub: string): LearnerUser | undefined {
    const name = usernameOrSub.toLowerCase();
    return (
      this.users.get(name) ?? [...this.users.values()].find((user) => user.attributes.sub === name)
    );
  }

  create(username: string, attributes: Record<string, string>, now: Date): LearnerUser {
    const name = username.toLowerCase();
    if (this.users.has(name)) {
      throw new CognitoError('UsernameExistsException', 'User account already exists');
    }
    for (const attribute of Object.keys(attributes)) {
      if (immutableAttributes.has(attribute)) {
        throw new CognitoError(
          'InvalidParameterException',
          `Cannot modify the non-mutable attribute ${attribute}`,
        );
      }
    }
    const user: LearnerUser = {
      username: name,
      attributes: { sub: randomUUID(), email: name, ...attributes },
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    };
    this.users.set(name, user);
    this.save();
    return user;
  }

  // Written whole to a new file, then renamed over the old: a crash never leaves half a file.
  private save(): void {
    if (!this.file) return;
    mkdirSync(dirname(this.file), { recursive: true });
    const next = `${this.file}.next`;
    writeFileSync(next, JSON.stringify({ users: [...this.users.values()] }, null, 2));
    renameSync(next, this.file);
  }
}

/** Cognito's list form of a user's attributes, `sub` first as Cognito lists it. */
export function attributeList(user: LearnerUser): Array<{ Name: string; Value: string }> {
  return Object.entries(user.attributes).map(([Name, Value]) => ({ Name, Value }));
}
