// PhonePe answers 429 TOO_MANY_REQUESTS to a merchant that calls too fast. The sandbox counts the
// calls each API surface (v2, v1) took in the last second, a sliding window, and turns away what
// goes over; a turned-away call is not counted, so a client that backs off gets in a second later.

export type ApiSurface = 'v1' | 'v2';

export class RateLimit {
  private readonly admitted = new Map<ApiSurface, number[]>();

  constructor(public perSecond: number) {}

  /** Counts the call and says whether it may go on. */
  admit(surface: ApiSurface, now = Date.now()): boolean {
    const recent = this.lastSecond(surface, now);
    const allowed = recent.length < this.perSecond;
    if (allowed) recent.push(now);
    this.admitted.set(surface, recent);
    return allowed;
  }

  /** How many calls each surface had admitted in the last second. */
  counts(now = Date.now()): Record<ApiSurface, number> {
    return { v1: this.lastSecond('v1', now).length, v2: this.lastSecond('v2', now).length };
  }

  private lastSecond(surface: ApiSurface, now: number): number[] {
    return (this.admitted.get(surface) ?? []).filter((at) => at > now - 1000);
  }
}
