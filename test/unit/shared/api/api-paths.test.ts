import { describe, expect, it } from 'vitest';
import { apiAreas } from '#lambdas/api-routes';
import * as apiPaths from '#shared/api/api-paths';
import { withPathParameters } from '#shared/api/path-parameters';

describe('the API paths the web calls (shared/api/api-paths.ts)', () => {
  it('are exactly the paths of the handlers’ route keys', () => {
    const routed = new Set(
      apiAreas.flatMap((area) => area.routeKeys.map((key) => key.split(' ')[1])),
    );
    expect(new Set(Object.values(apiPaths))).toEqual(routed);
  });

  it('are each written once', () => {
    const values = Object.values(apiPaths);
    expect(new Set(values).size).toBe(values.length);
  });
});

describe('withPathParameters', () => {
  it('fills in every parameter, URL-encoded', () => {
    expect(withPathParameters(apiPaths.blogPost, { slug: 'a b/c' })).toBe('/api/blog/a%20b%2Fc');
    expect(
      withPathParameters(apiPaths.creditNote, { enrollmentId: 'e1', creditNoteId: 'CN/26-27/1' }),
    ).toBe('/api/credit-notes/e1/CN%2F26-27%2F1');
  });

  it('leaves a path without parameters as it is', () => {
    expect(withPathParameters(apiPaths.contact, {})).toBe('/api/contact');
  });

  it('refuses a missing parameter rather than call a wrong path', () => {
    expect(() => withPathParameters(apiPaths.course, {} as { slug: string })).toThrow(
      '/api/courses/{slug} needs its slug',
    );
  });
});
