import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  generatePath,
  NavLink,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  useParams,
} from '#web/lib/router';
import { resolveHref } from '#web/lib/router/history';
import { matchPattern } from '#web/lib/router/route-patterns';

// The app's own router (decision 013): which route an address shows, and the hrefs links make.

describe('a route pattern', () => {
  it('matches static segments whatever their case or a trailing slash', () => {
    expect(matchPattern('/case-studies', '/Case-Studies/')).toEqual({
      params: {},
      base: '/Case-Studies',
    });
    expect(matchPattern('/case-studies', '/case-studies/x')).toBeUndefined();
  });

  it('takes one decoded segment for a parameter, never an empty one', () => {
    expect(matchPattern('/blog/:slug', '/blog/caf%C3%A9')?.params).toEqual({ slug: 'café' });
    expect(matchPattern('/blog/:slug', '/blog')).toBeUndefined();
    expect(matchPattern('/learning/:slug/enroll', '/learning/aws/enroll')?.params).toEqual({
      slug: 'aws',
    });
  });

  it('takes the rest of the address with a final *, and says where that rest began', () => {
    expect(matchPattern('/admin/*', '/admin/reset-password')).toEqual({
      params: { '*': 'reset-password' },
      base: '/admin',
    });
    expect(matchPattern('/admin/*', '/admin')?.params).toEqual({ '*': '' });
    expect(matchPattern('/*', '/anything/at/all')?.params).toEqual({ '*': 'anything/at/all' });
  });

  it('fills its parameters in URL-encoded, and refuses to leave one out', () => {
    expect(generatePath('/blog/:slug', { slug: 'a b/c' })).toBe('/blog/a%20b%2Fc');
    expect(() => generatePath('/blog/:slug', {})).toThrow('Missing ":slug"');
  });
});

describe('a link target', () => {
  it('resolves in-page anchors, queries and relative paths against the page shown', () => {
    expect(resolveHref('#open-positions', '/careers')).toBe('/careers#open-positions');
    expect(resolveHref('?tab=sales', '/admin')).toBe('/admin?tab=sales');
    expect(resolveHref('/contact#contact-form', '/blog/x')).toBe('/contact#contact-form');
    expect(resolveHref('login', '/admin/')).toBe('/admin/login');
  });
});

function Slug() {
  return <p>slug {useParams().slug}</p>;
}
function Layout() {
  return (
    <main>
      layout <Outlet />
    </main>
  );
}
function Nested() {
  return (
    <Routes>
      <Route index element={<p>admin home</p>} />
      <Route path="login" element={<p>admin login</p>} />
      <Route path="*" element={<p>admin other</p>} />
    </Routes>
  );
}
const table = (
  <Routes>
    <Route element={<Layout />}>
      <Route path="*" element={<p>not found</p>} />
      <Route path="/blog/:slug" element={<Slug />} />
      <Route path="/blog/new" element={<p>static wins</p>} />
      <Route index element={<p>home</p>} />
      <Route path="/admin/*" element={<Nested />} />
    </Route>
  </Routes>
);
const shownAt = (path: string) =>
  renderToString(<StaticRouter location={path}>{table}</StaticRouter>).replace(/<!-- -->/g, '');

describe('the route table', () => {
  it('shows the most specific route whatever the order, inside its layout', () => {
    expect(shownAt('/')).toBe('<main>layout <p>home</p></main>');
    expect(shownAt('/blog/new')).toContain('<p>static wins</p>');
    expect(shownAt('/blog/hello')).toContain('<p>slug hello</p>');
    expect(shownAt('/nowhere')).toContain('<p>not found</p>');
  });

  it('matches a nested table against the rest of the address', () => {
    expect(shownAt('/admin')).toContain('<p>admin home</p>');
    expect(shownAt('/admin/login')).toContain('<p>admin login</p>');
    expect(shownAt('/admin/what')).toContain('<p>admin other</p>');
  });
});

describe('a navigation link', () => {
  const link = (to: string, at: string, end = false) =>
    renderToString(
      <StaticRouter location={at}>
        <NavLink to={to} end={end} className={({ isActive }) => (isActive ? 'on' : 'off')}>
          x
        </NavLink>
      </StaticRouter>,
    );

  it('is current on its own page and the pages below it, unless it must match exactly', () => {
    expect(link('/blog', '/blog')).toContain('aria-current="page"');
    expect(link('/blog', '/blog/post')).toContain('class="on"');
    expect(link('/blog', '/blog/post', true)).toContain('class="off"');
    expect(link('/blog', '/blogging')).toContain('class="off"');
  });

  it('to home is current only at home', () => {
    expect(link('/', '/')).toContain('class="on"');
    expect(link('/', '/services')).toContain('class="off"');
  });
});
