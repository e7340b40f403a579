import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { AdminBlogPostInput } from '#shared/admin/blog-posts';
import type { BlogPost } from '#shared/content/schemas';
import type { LiveLatency, PublishToLive } from './report-shape';
import { percentile } from './statistics';
import type { BenchStack } from './throwaway-stack';

// Publish → page live (decision 008): as the admin, publishes posts through the admin API one after
// another, then changes each one's title, and times from the API's answer until the post's page
// answers 200 with that title in its HTML: the table's stream, the render of the pages the
// change shows, and the write of their files, as a visitor would see them.

/** How often the page is asked for, and how long before a change counts as never shown. */
const pollMs = 50;
export const liveBoundMs = 60_000;

async function adminIdToken(stack: BenchStack): Promise<string> {
  const cognito = new CognitoIdentityProviderClient({
    endpoint: stack.cognito.endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    const { AuthenticationResult } = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: stack.cognito.clientId,
        AuthParameters: { USERNAME: stack.admin.email, PASSWORD: stack.admin.password },
      }),
    );
    const token = AuthenticationResult?.IdToken;
    if (!token) throw new Error('cognito-local gave the admin no id token');
    return token;
  } finally {
    cognito.destroy();
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Milliseconds from `since` until the page at `url` answers 200 showing `text`; undefined if never. */
async function shownAfter(url: string, text: string, since: number): Promise<number | undefined> {
  for (;;) {
    const answer = await fetch(url, { redirect: 'manual' });
    const html = await answer.text();
    const elapsed = performance.now() - since;
    if (answer.status === 200 && html.includes(text)) return elapsed;
    if (elapsed >= liveBoundMs) return undefined;
    await delay(pollMs);
  }
}

function summarize(samples: Array<number | undefined>): LiveLatency {
  // A change never shown counts as the bound in the percentiles, and fails the max target.
  const bounded = samples.map((ms) => ms ?? liveBoundMs);
  return {
    samplesMs: bounded.map(Math.round),
    timedOut: samples.filter((ms) => ms === undefined).length,
    p50Ms: percentile(bounded, 50),
    p95Ms: percentile(bounded, 95),
    maxMs: Math.max(...bounded),
  };
}

export async function measurePublishToLive(
  stack: BenchStack,
  options: { posts: number; log(message: string): void },
): Promise<PublishToLive> {
  const siteUrl = stack.siteUrl.replace('//localhost:', '//127.0.0.1:');
  const token = await adminIdToken(stack);
  const send = async <T>(method: string, path: string, body: unknown) => {
    const answer = await fetch(`${siteUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
    return (await answer.json()) as T;
  };
  const run = Date.now().toString(36);
  const input = (index: number, title: string): AdminBlogPostInput => ({
    title,
    slug: `bench-live-${run}-${index}`,
    summary: 'A post the bench publishes to time how soon its page is live.',
    content: '<h2>Why</h2><p>Because a published post should be on the site in seconds.</p>',
    category: 'Web Development',
    tags: ['Bench'],
    featuredImage: '/images/blog/core-web-vitals-practical-checklist.svg',
    readTime: 3,
    author: { name: 'Arjun Mehta', avatarUrl: '', bio: 'Front-end lead.' },
    status: 'published',
  });
  const firstTitle = (index: number) => `Bench post ${run} number ${index} first title`;
  const secondTitle = (index: number) => `Bench post ${run} number ${index} second title`;

  const published: Array<number | undefined> = [];
  const posts: BlogPost[] = [];
  for (let index = 0; index < options.posts; index += 1) {
    const post = await send<BlogPost>('POST', '/api/admin/blog', input(index, firstTitle(index)));
    const answered = performance.now();
    posts.push(post);
    published.push(await shownAfter(`${siteUrl}/blog/${post.slug}`, post.title, answered));
  }
  options.log(`Published ${posts.length} posts; now changing each one's title`);
  const edited: Array<number | undefined> = [];
  for (const [index, post] of posts.entries()) {
    await send('PUT', `/api/admin/blog/${post.id}`, input(index, secondTitle(index)));
    const answered = performance.now();
    edited.push(await shownAfter(`${siteUrl}/blog/${post.slug}`, secondTitle(index), answered));
  }
  return { posts: options.posts, publish: summarize(published), edit: summarize(edited) };
}
