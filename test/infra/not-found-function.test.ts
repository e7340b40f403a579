import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fallbackNotFoundPage,
  notFoundFunctionAsset,
  notFoundFunctionCode,
  notFoundPageTtlSeconds,
} from '../../infra/site/not-found-function';

// The Lambda@Edge function's own code, run here as CloudFront runs it on an origin response,
// with a stand-in for the runtime's @aws-sdk/client-s3 given to its require().

interface CloudFrontResponse {
  status: string;
  statusDescription?: string;
  headers: Record<string, Array<{ key: string; value: string }>>;
  body?: string;
}
type Handler = (event: unknown) => Promise<CloudFrontResponse>;

interface ObjectRead {
  region: string;
  Bucket: string;
  Key: string;
}

/** A fake S3 module whose GetObject answers `read`, recording every read. */
function fakeS3(read: (input: { Bucket: string; Key: string }) => string) {
  const reads: ObjectRead[] = [];
  class GetObjectCommand {
    constructor(readonly input: { Bucket: string; Key: string }) {}
  }
  class S3Client {
    constructor(readonly config: { region: string }) {}
    send(command: GetObjectCommand) {
      reads.push({ region: this.config.region, ...command.input });
      const body = read(command.input);
      return Promise.resolve({ Body: { transformToString: () => Promise.resolve(body) } });
    }
  }
  return { module: { S3Client, GetObjectCommand }, reads };
}

function load(s3: ReturnType<typeof fakeS3>): Handler {
  const module = { exports: {} as { handler?: Handler } };
  const require = (name: string) => {
    if (name !== '@aws-sdk/client-s3') throw new Error(`Unexpected require of ${name}`);
    return s3.module;
  };
  new Function('module', 'exports', 'require', notFoundFunctionCode())(
    module,
    module.exports,
    require,
  );
  return module.exports.handler!;
}

const renderedPage = '<!doctype html><html><body><h1>Nothing here</h1></body></html>';
const siteBucketDomain = 'techsite-sitebucket-1a2b3c.s3.ap-south-1.amazonaws.com';

const fromOrigin = (
  status: string,
  headers: CloudFrontResponse['headers'] = {},
): CloudFrontResponse => ({
  status,
  headers: { 'content-type': [{ key: 'Content-Type', value: 'text/html' }], ...headers },
});
const originResponse = (
  response: CloudFrontResponse,
  domainName = siteBucketDomain,
  uri = '/no-such-page.html',
) => ({
  Records: [
    {
      cf: {
        request: { uri, origin: { s3: { domainName, path: '' } } },
        response,
      },
    },
  ],
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the origin-response function', () => {
  it('answers a moved page with 301 to the address S3 holds for it', async () => {
    const s3 = fakeS3(() => renderedPage);
    const moved = fromOrigin('200', {
      'x-amz-website-redirect-location': [
        { key: 'x-amz-website-redirect-location', value: '/blog/new-slug' },
      ],
    });

    const response = await load(s3)(originResponse(moved));

    expect(response).toMatchObject({ status: '301', statusDescription: 'Moved Permanently' });
    expect(response.headers.location).toEqual([{ key: 'Location', value: '/blog/new-slug' }]);
    expect(response.headers['cache-control']).toEqual([
      { key: 'Cache-Control', value: 'max-age=60' },
    ]);
    expect(s3.reads).toEqual([]);
  });

  it("answers S3's 403 and 404 for a missing key with the live 404 page and status 404", async () => {
    for (const status of ['403', '404']) {
      const s3 = fakeS3(() => renderedPage);

      const response = await load(s3)(originResponse(fromOrigin(status)));

      expect(response).toMatchObject({
        status: '404',
        statusDescription: 'Not Found',
        body: renderedPage,
      });
      expect(response.headers['content-type']).toEqual([
        { key: 'Content-Type', value: 'text/html; charset=utf-8' },
      ]);
      expect(response.headers['cache-control']).toEqual([
        { key: 'Cache-Control', value: 'max-age=30' },
      ]);
      expect(s3.reads).toEqual([
        { region: 'ap-south-1', Bucket: 'techsite-sitebucket-1a2b3c', Key: '404.html' },
      ]);
    }
  });

  it('reads the 404 page again only once the last read is a minute old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
    const s3 = fakeS3(() => renderedPage);
    const handler = load(s3);
    const miss = () => handler(originResponse(fromOrigin('403')));

    await miss();
    await miss();
    vi.setSystemTime(new Date(Date.now() + (notFoundPageTtlSeconds - 1) * 1000));
    await miss();
    expect(s3.reads).toHaveLength(1);

    vi.setSystemTime(new Date(Date.now() + 1000));
    await miss();
    expect(s3.reads).toHaveLength(2);
  });

  it('serves the plain 404 page when the rendered one cannot be read', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const s3 = fakeS3(() => {
      throw new Error('AccessDenied');
    });

    const response = await load(s3)(originResponse(fromOrigin('404')));

    expect(response).toMatchObject({ status: '404', body: fallbackNotFoundPage });
    expect(logged).toHaveBeenCalledOnce();
  });

  it('reads a bucket named by the legacy global domain in us-east-1', async () => {
    const s3 = fakeS3(() => renderedPage);

    await load(s3)(originResponse(fromOrigin('403'), 'old-site.s3.amazonaws.com'));

    expect(s3.reads).toEqual([{ region: 'us-east-1', Bucket: 'old-site', Key: '404.html' }]);
  });

  it("answers an unknown item of a section with that section's 404 page", async () => {
    const pages: Record<string, string> = {
      'blog/_not-found.html': '<h1>Post Not Found</h1>',
      'learning/_not-found.html': '<h1>Course Not Found</h1>',
      'portfolio/_not-found.html': '<h1>Project Not Found</h1>',
      '404.html': '<h1>Page Not Found</h1>',
    };
    const s3 = fakeS3(({ Key }) => pages[Key]!);
    const handler = load(s3);
    const bodyFor = async (uri: string) =>
      (await handler(originResponse(fromOrigin('403'), siteBucketDomain, uri))).body;

    expect(await bodyFor('/blog/nope.html')).toBe('<h1>Post Not Found</h1>');
    expect(await bodyFor('/learning/nope.html')).toBe('<h1>Course Not Found</h1>');
    expect(await bodyFor('/portfolio/99.html')).toBe('<h1>Project Not Found</h1>');
    // Deeper, or beside the sections: the site's own 404 page.
    expect(await bodyFor('/blog/nope/more.html')).toBe('<h1>Page Not Found</h1>');
    expect(await bodyFor('/blogs/nope.html')).toBe('<h1>Page Not Found</h1>');
    expect(s3.reads.map((read) => read.Key)).toEqual([
      'blog/_not-found.html',
      'learning/_not-found.html',
      'portfolio/_not-found.html',
      '404.html',
    ]);
  });

  it("serves the site's 404 page when a section's cannot be read", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const s3 = fakeS3(({ Key }) => {
      if (Key !== '404.html') throw new Error('NoSuchKey');
      return renderedPage;
    });

    const response = await load(s3)(
      originResponse(fromOrigin('404'), siteBucketDomain, '/blog/nope.html'),
    );

    expect(response).toMatchObject({ status: '404', body: renderedPage });
  });

  it('passes every other answer through untouched, without reading S3', async () => {
    const s3 = fakeS3(() => renderedPage);
    const handler = load(s3);
    for (const status of ['200', '304', '500']) {
      const original = fromOrigin(status);
      await expect(handler(originResponse(original))).resolves.toBe(original);
    }
    expect(s3.reads).toEqual([]);
  });

  it('writes the code to a folder named by its content, for the asset', () => {
    const folder = notFoundFunctionAsset();
    expect(readFileSync(join(folder, 'index.js'), 'utf8')).toBe(notFoundFunctionCode());
    expect(notFoundFunctionAsset()).toBe(folder);
  });
});
