import { appShellPatterns } from '#web/server/public-pages';

// The CloudFront Function (viewer request, default behaviour) that maps clean URLs to the files
// the render Lambda writes (lambdas/publishing/renderer), as scripts/local/site-server.ts does locally:
// '/' → /index.html, '/about' and '/about/' → /about.html, browser-only routes (appShellPatterns)
// → /app-shell.html, and files with an extension (/assets/*, /robots.txt) as they are.

/** The app-shell routes as regular expressions, built as isAppShellPath builds them. */
export function appShellRegexSources(): string[] {
  return appShellPatterns.map((pattern) => `^${pattern.replace(/:[^/]+/g, '[^/]+')}/?$`);
}

/** The function's source, for the cloudfront-js-2.0 runtime (ES5 plus a little). */
export function cleanUrlsFunctionCode(): string {
  const appShell = appShellRegexSources()
    .map((source) => new RegExp(source).toString())
    .join(', ');
  return `var appShell = [${appShell}];

function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri === '/') {
    request.uri = '/index.html';
    return request;
  }
  var lastSegment = uri.substring(uri.lastIndexOf('/') + 1);
  if (uri.indexOf('/assets/') === 0 || lastSegment.indexOf('.') !== -1) return request;
  var path = uri.charAt(uri.length - 1) === '/' ? uri.substring(0, uri.length - 1) : uri;
  for (var i = 0; i < appShell.length; i++) {
    if (appShell[i].test(path)) {
      request.uri = '/app-shell.html';
      return request;
    }
  }
  request.uri = path + '.html';
  return request;
}
`;
}

/**
 * The /api/* function: hands the viewer's address to the API as `x-viewer-address`, replacing any
 * value the caller sent, for the per-IP limits of lambdas/lib/rate-limit.ts.
 */
export function viewerAddressFunctionCode(): string {
  return `function handler(event) {
  event.request.headers['x-viewer-address'] = { value: event.viewer.ip };
  return event.request;
}
`;
}
