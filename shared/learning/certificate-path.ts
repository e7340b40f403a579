/**
 * A certificate's public check (decision 016): routed by web/src/app/paths.ts, printed on the
 * certificate and written in its mail. A module of its own, so the router's first-load bundle
 * carries these lines alone.
 */
export const certificatePathPattern = '/certificates/:id';

/** '/certificates/K7QM-4T2X-9RAD'. */
export const certificatePath = (id: string) => `/certificates/${encodeURIComponent(id)}`;
