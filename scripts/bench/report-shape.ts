import type { DynamoDbCalls } from './dynamodb-call-counter';
import type { ByteSize } from './first-load';
import type { LighthouseRoute } from './lighthouse-audit';
import type { SiteSize } from './scaled-content';
import type { LatencySummary } from './statistics';

// What bench/report.json holds; bench/report.md renders the same data.

export interface RouteWeight {
  path: string;
  htmlFile: string;
  html: ByteSize;
  js: ByteSize;
  css: ByteSize;
}

export interface ApiMeasurement {
  endpoint: string;
  connections: number;
  api: LatencySummary & {
    /** Answers outside 2xx, and the count per status. */
    non2xx: number;
    statuses: Record<string, number>;
    /** Requests that got no answer (connection errors, timeouts). */
    errors: number;
  };
  /** The same DynamoDB calls per request as the handler makes, sent bare. */
  floor: LatencySummary & { calls: DynamoDbCalls };
  /** API p50 ÷ floor p50: the handler's time over that of the DynamoDB calls it makes. */
  p50Ratio: number;
}

export interface LambdaMeasurement {
  name: string;
  minifiedBytes: number;
  /** Median over fresh Node processes, in milliseconds. */
  coldImportMs: number;
}

/** Milliseconds from the admin API's answer until the post's page shows the change. */
export interface LiveLatency {
  /** One per post, in order; a change never shown within the bound counts as the bound. */
  samplesMs: number[];
  /** Changes not shown within the bound (60 s). */
  timedOut: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export interface PublishToLive {
  posts: number;
  /** A new post, published as it is created. */
  publish: LiveLatency;
  /** The same posts, each with its title changed. */
  edit: LiveLatency;
}

/** One whole-site render (renderWholeSite) of a table holding `posts` posts and `courses` courses. */
export interface SiteRenderRun {
  posts: number;
  courses: number;
  /** Pages written: every public page and the 404 page. */
  pages: number;
  seconds: number;
  msPerPage: number;
  /** DynamoDB reads the render made. */
  reads: number;
  averagePageBytes: number;
  /**
   * The same site rendered again into the folder the first render wrote, as a deploy that
   * changed nothing renders it: no share card is drawn again (decision 018). Reported apart;
   * the targets read `seconds`, the fresh site's render.
   */
  unchangedSeconds?: number;
}

export interface TargetResult {
  target: string;
  goal: string;
  measured: string;
  pass: boolean;
  /** An API target's answers over all its runs, per HTTP status and "no answer". */
  answers?: Record<string, number>;
}

export interface BenchReport {
  generatedAt: string;
  machine: { cpus: number; cpuModel: string; memoryGb: number; node: string; platform: string };
  /**
   * The machine's 1-minute load average as each part began: on a shared two-core machine other
   * work changes the timings, and this says how busy it was.
   */
  loadAverage: {
    lambdas: number;
    lighthouse: number;
    api: number;
    publishToLive: number;
    siteRender: number;
  };
  settings: {
    benchSeconds: number;
    connections: number[];
    lighthouseRuns: number;
    publishPosts: number;
    renderSizes: SiteSize[];
  };
  durationSeconds: number;
  routes: RouteWeight[];
  lighthouse: LighthouseRoute[];
  api: ApiMeasurement[];
  lambdas: LambdaMeasurement[];
  /** Absent when not measured (the reason is in notMeasured). */
  publishToLive?: PublishToLive;
  /** Smallest site first; absent when not measured. */
  siteRender?: SiteRenderRun[];
  targets: TargetResult[];
  /** Parts that could not be measured, and why. */
  notMeasured: string[];
}
