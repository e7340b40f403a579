import { mediaPathPrefix } from '#shared/admin/media';

// The CloudFront Function (viewer request, /media/* behaviour) that maps the public address of an
// uploaded image to its key in the media bucket: /media/blog/1732270000000.png → blog/1732270000000.png.
// CloudFront picks the behaviour before the function runs, so the rewritten path stays on the
// media origin. scripts/local/media-files.ts does the same locally.

export function mediaPathFunctionCode(): string {
  return `var prefix = ${JSON.stringify(mediaPathPrefix)};

function handler(event) {
  var request = event.request;
  if (request.uri.indexOf(prefix) === 0) request.uri = '/' + request.uri.substring(prefix.length);
  return request;
}
`;
}
