import { RemovalPolicy, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  HttpApi,
  HttpMethod,
  HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { UserPool, UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { keepData } from './keep-data';
import { Construct } from 'constructs';
import { apiAreas, isAdminPath, isLearnerPath } from '#lambdas/api-routes';
import {
  areaFunction,
  needsOf,
  type AreaDependencies,
  type LearnerIdentity,
} from './area-function';

// The HTTP API of docs/architecture.md §4: one Lambda per area of lambdas/api-routes.ts and one route per route
// key its handler module declares, so the cloud serves exactly the routes the local stack does.

/** The catch-all that keeps every /api/admin/* path behind the authorizer, matched or not. */
export const adminCatchAllRouteKey = 'ANY /api/admin/{proxy+}';

export interface ApiProps extends AreaDependencies {
  userPool: UserPool;
  webClient: UserPoolClient;
  /** The learners' pool (decision 014): its authorizer guards /api/learner/* but sign-in and verify. */
  learnerIdentity: LearnerIdentity;
}

export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  readonly functions = new Map<string, NodejsFunction>();
  /**
   * The value CloudFront puts in every /api/* request's x-origin-verify header, and the API checks
   * (lambdas/lib/origin-verify.ts): without it, the execute-api address answers 403.
   */
  readonly originVerifySecret: Secret;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    for (const area of apiAreas) needsOf(area.name);

    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'techsite /api/* (docs/architecture.md §4), reached through CloudFront',
      createDefaultStage: false,
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      // Per-IP limits live in the handlers (lambdas/lib/rate-limit.ts); this caps the whole API.
      throttle: { rateLimit: 100, burstLimit: 200 },
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            time: '$context.requestTime',
            routeKey: '$context.routeKey',
            status: '$context.status',
            latencyMs: '$context.responseLatency',
            integrationStatus: '$context.integrationStatus',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
          }),
        ),
      },
    });

    const authorizer = new HttpJwtAuthorizer(
      'AdminJwtAuthorizer',
      props.userPool.userPoolProviderUrl,
      { jwtAudience: [props.webClient.userPoolClientId] },
    );
    // Another issuer and audience: a learner's token never opens an admin route, nor an
    // admin's a learner's (decision 014).
    const learnerAuthorizer = new HttpJwtAuthorizer(
      'LearnerJwtAuthorizer',
      props.learnerIdentity.userPool.userPoolProviderUrl,
      { jwtAudience: [props.learnerIdentity.client.userPoolClientId] },
    );

    this.originVerifySecret = new Secret(this, 'OriginVerifySecret', {
      description:
        'CloudFront sends it to the API in x-origin-verify; the API refuses requests without it (docs/deploy.md: rotating it)',
      generateSecretString: { excludePunctuation: true, passwordLength: 48 },
      removalPolicy: keepData,
    });
    Validations.of(this.originVerifySecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Rotated by an operator and a deploy (docs/deploy.md): CloudFront reads it only at deploy, and the API accepts the previous value meanwhile.',
    });

    for (const area of apiAreas) {
      const fn = areaFunction(this, area.name, { ...props, staffPool: props.userPool });
      // Read at runtime by ARN (cached five minutes), never put in the environment.
      fn.addEnvironment('ORIGIN_VERIFY_SECRET_ARN', this.originVerifySecret.secretArn);
      this.originVerifySecret.grantRead(fn);
      this.functions.set(area.name, fn);
      // One invoke permission per area for this API, not one per route: the stack stays within
      // CloudFormation's 500 resources, and only the area's own routes are integrated with it.
      const integration = new HttpLambdaIntegration(`${area.name}Integration`, fn, {
        scopePermissionToRoute: false,
      });
      for (const routeKey of area.routeKeys) {
        const { method, path } = parseRouteKey(routeKey);
        const routeAuthorizer = isAdminPath(path)
          ? authorizer
          : isLearnerPath(path)
            ? learnerAuthorizer
            : undefined;
        const routes = this.httpApi.addRoutes({
          path,
          methods: [method],
          integration,
          ...(routeAuthorizer ? { authorizer: routeAuthorizer } : {}),
        });
        if (!routeAuthorizer) {
          for (const route of routes) {
            Validations.of(route).acknowledge({
              id: 'AwsSolutions-APIG4',
              reason:
                'A public endpoint of docs/architecture.md §4 (visitors are anonymous); forms are rate limited per IP and the webhook checks PhonePe’s signature.',
            });
          }
        }
      }
    }

    // Admin paths no area declares: the authorizer answers 401 to the signed-out, and the health
    // Lambda, which holds no rights, answers 404 to everyone else.
    const { path } = parseRouteKey(adminCatchAllRouteKey);
    this.httpApi.addRoutes({
      path,
      methods: [HttpMethod.ANY],
      integration: new HttpLambdaIntegration('AdminCatchAllIntegration', this.functionOf('health')),
      authorizer,
    });
  }

  functionOf(area: string): NodejsFunction {
    const fn = this.functions.get(area);
    if (!fn) throw new Error(`No Lambda for area "${area}"`);
    return fn;
  }
}
/** `GET /api/blog/{slug}` → method and path, as API Gateway writes route keys. */
export function parseRouteKey(routeKey: string): { method: HttpMethod; path: string } {
  const match = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|ANY) (\/\S*)$/.exec(routeKey);
  if (!match) throw new Error(`Not an API Gateway route key: "${routeKey}"`);
  return { method: match[1] as HttpMethod, path: match[2]! };
}
