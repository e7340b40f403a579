import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { apiAreas, isAdminPath, isLearnerPath } from '#lambdas/api-routes';
import { adminCatchAllRouteKey } from '../../infra/constructs/api';
import { pascalCase } from '../../infra/constructs/lambda-defaults';
import { buildStack, resourcesOfType } from './stack-fixture';

const { template } = buildStack();

type Route = { RouteKey: string; AuthorizationType?: string; Target: unknown };
const routes = Object.values(resourcesOfType(template, 'AWS::ApiGatewayV2::Route')).map(
  (route) => route.Properties as unknown as Route,
);
const integrations = resourcesOfType(template, 'AWS::ApiGatewayV2::Integration');

/** The logical id of the Lambda a route's integration invokes. */
function lambdaOf(route: Route): string {
  const target = JSON.stringify(route.Target);
  const integrationId = /"Ref":"([^"]+)"/.exec(target)?.[1];
  const uri = JSON.stringify(integrations[integrationId!]?.Properties?.IntegrationUri);
  return /"Fn::GetAtt":\["([^"]+)","Arn"\]/.exec(uri)?.[1] ?? '';
}

const authorizers = resourcesOfType(template, 'AWS::ApiGatewayV2::Authorizer');
function authorizerIdNamed(name: string): string {
  const id = Object.keys(authorizers).find((key) => authorizers[key]!.Properties!.Name === name);
  if (!id) throw new Error(`No authorizer named ${name}`);
  return id;
}
const adminAuthorizerId = authorizerIdNamed('AdminJwtAuthorizer');
const learnerAuthorizerId = authorizerIdNamed('LearnerJwtAuthorizer');

const expectedFunction = (area: string) =>
  new RegExp(`^Api${pascalCase(area)}Function[0-9A-F]{8}$`);

describe('the HTTP API', () => {
  it('has a route for every route key of apiAreas, and no other public one', () => {
    const expected = apiAreas.flatMap((area) => area.routeKeys);
    expect(routes.map((route) => route.RouteKey).sort()).toEqual(
      [...expected, adminCatchAllRouteKey].sort(),
    );
  });

  it("sends every route to its own area's Lambda", () => {
    for (const area of apiAreas) {
      for (const routeKey of area.routeKeys) {
        const route = routes.find((candidate) => candidate.RouteKey === routeKey)!;
        expect(lambdaOf(route), routeKey).toMatch(expectedFunction(area.name));
      }
    }
  });

  it('guards every /api/admin/* route with the JWT authorizer', () => {
    const adminRoutes = routes.filter((route) => isAdminPath(route.RouteKey.split(' ')[1]!));
    expect(adminRoutes.map((route) => route.RouteKey)).toContain(adminCatchAllRouteKey);
    for (const route of adminRoutes) expect(route.AuthorizationType).toBe('JWT');
  });

  it('guards every /api/learner/* route but sign-in and verify with the learner pool’s authorizer', () => {
    const learnerRoutes = routes.filter((route) => isLearnerPath(route.RouteKey.split(' ')[1]!));
    expect(learnerRoutes.length).toBeGreaterThan(0);
    for (const route of learnerRoutes) {
      expect(route.AuthorizationType, route.RouteKey).toBe('JWT');
      expect(JSON.stringify(route), route.RouteKey).toContain(learnerAuthorizerId);
    }
    for (const routeKey of ['POST /api/learner/sign-in', 'POST /api/learner/verify']) {
      const route = routes.find((candidate) => candidate.RouteKey === routeKey);
      expect(route?.AuthorizationType ?? 'NONE', routeKey).toBe('NONE');
    }
  });

  it('never lets one pool’s authorizer guard the other’s routes', () => {
    const adminRoutes = routes.filter((route) => isAdminPath(route.RouteKey.split(' ')[1]!));
    for (const route of adminRoutes) {
      expect(JSON.stringify(route), route.RouteKey).toContain(adminAuthorizerId);
      expect(JSON.stringify(route), route.RouteKey).not.toContain(learnerAuthorizerId);
    }
    const learnerRoutes = routes.filter((route) => isLearnerPath(route.RouteKey.split(' ')[1]!));
    for (const route of learnerRoutes) {
      expect(JSON.stringify(route), route.RouteKey).not.toContain(adminAuthorizerId);
    }
  });

  it('guards no public route', () => {
    const publicRoutes = routes.filter((route) => {
      const path = route.RouteKey.split(' ')[1]!;
      return !isAdminPath(path) && !isLearnerPath(path);
    });
    expect(publicRoutes.length).toBeGreaterThan(0);
    for (const route of publicRoutes) expect(route.AuthorizationType ?? 'NONE').toBe('NONE');
  });

  it('answers unknown admin paths from the Lambda that holds no rights', () => {
    const catchAll = routes.find((route) => route.RouteKey === adminCatchAllRouteKey)!;
    expect(lambdaOf(catchAll)).toMatch(expectedFunction('health'));
  });

  it("trusts tokens from the stack's user pool for its web client", () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Audience: [{ Ref: Match.stringLikeRegexp('^AuthUserPoolWebClient') }],
        Issuer: { 'Fn::GetAtt': [Match.stringLikeRegexp('^AuthUserPool'), 'ProviderURL'] },
      },
    });
  });

  it('trusts learner tokens only from the learner pool, for its client', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      Name: 'LearnerJwtAuthorizer',
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Audience: [{ Ref: Match.stringLikeRegexp('^LearnerAuthUserPoolClient') }],
        Issuer: {
          'Fn::GetAtt': [Match.stringLikeRegexp('^LearnerAuthUserPool'), 'ProviderURL'],
        },
      },
    });
  });

  it('throttles the stage', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      DefaultRouteSettings: { ThrottlingRateLimit: 100, ThrottlingBurstLimit: 200 },
    });
  });

  it('writes access logs', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      AccessLogSettings: {
        DestinationArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^ApiAccessLogs'), 'Arn'] },
        Format: Match.stringLikeRegexp('\\$context.requestId'),
      },
    });
  });
});
