import { join } from 'node:path';
import { DefaultStackSynthesizer, Duration, Names, Stack, Validations } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  type BehaviorOptions,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  type HeadersFrameOption,
  type HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  LambdaEdgeEventType,
  ViewerProtocolPolicy,
  experimental,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { ArnPrincipal, type CfnRole, PolicyStatement, type Role } from 'aws-cdk-lib/aws-iam';
import { Code, Runtime } from 'aws-cdk-lib/aws-lambda';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { nagPartition } from './area-function';
import { keepData } from './keep-data';
import { Construct } from 'constructs';
import { originVerifyHeader } from '#shared/operations/origin-verify';
import { cleanUrlsFunctionCode, viewerAddressFunctionCode } from '../site/clean-urls-function';
import { mediaPathFunctionCode } from '../site/media-path-function';
import {
  notFoundFunctionAsset,
  notFoundKey,
  sectionNotFoundKeys,
} from '../site/not-found-function';
import {
  contentSecurityPolicy,
  inlineHashes,
  localSecurityHeaders,
  pagesToHash,
} from '../site/content-security-policy';
import { logicalIdOf } from './area-function';
import { repositoryRoot } from './lambda-defaults';
import { cacheControl } from '#shared/operations/cache-control';

// CloudFront in front of everything (docs/architecture.md §2): the site from a private bucket through Origin
// Access Control (its pages written by the render Lambda, infra/constructs/site-render.ts),
// /api/* to the HTTP API on the same origin, uncached, and the admin's uploaded images at
// /media/* from the private media bucket, also through OAC.

export interface SiteProps {
  httpApi: HttpApi;
  /** Sent to the API in x-origin-verify, so only CloudFront's requests are answered. */
  originVerifySecret: ISecret;
  logsBucket: Bucket;
  /** Origins the browser calls besides the site (Cognito, presigned uploads), for the CSP. */
  connectSources: string[];
  siteDomain?: string;
  certificateArn?: string;
  /** The built site (dist/web: the app shell and assets); without it no content is deployed. */
  siteContentDir?: string;
  /** Served as /runtime-config.json, so the web app learns the user pool without a rebuild. */
  runtimeConfig: Record<string, string>;
  /** The media library's bucket, served at /media/{key} (shared/admin/media.ts). */
  mediaBucket?: Bucket;
}

export class Site extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  readonly securityHeaders: ResponseHeadersPolicy;
  /** What a deploy uploads (the app shell the pages are rendered into); none without a build. */
  readonly deployments: BucketDeployment[] = [];

  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'SiteBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: props.logsBucket,
      serverAccessLogsPrefix: 'site/',
      // Rebuildable from the repository, but kept like every bucket: deleting it is a decision.
      removalPolicy: keepData,
    });

    this.securityHeaders = this.securityHeadersPolicy(props);
    const cleanUrls = new CloudFrontFunction(this, 'CleanUrlsFunction', {
      comment: 'Clean URLs to rendered pages, browser-only routes to the app shell',
      code: FunctionCode.fromInline(cleanUrlsFunctionCode()),
      runtime: FunctionRuntime.JS_2_0,
    });
    const notFound = this.notFoundFunction();
    const viewerAddress = new CloudFrontFunction(this, 'ViewerAddressFunction', {
      comment: "Passes the viewer's IP to the API for per-IP rate limits",
      code: FunctionCode.fromInline(viewerAddressFunctionCode()),
      runtime: FunctionRuntime.JS_2_0,
    });

    // Every viewer header but Host (API Gateway routes on its own host name): Authorization for
    // the JWT authorizer, Content-Type, PhonePe's signature headers, the viewer-address header.
    const apiRequests = new OriginRequestPolicy(this, 'ApiOriginRequestPolicy', {
      comment: 'techsite /api/*: all viewer headers except Host, all query strings',
      headerBehavior: OriginRequestHeaderBehavior.denyList('Host'),
      queryStringBehavior: OriginRequestQueryStringBehavior.all(),
      cookieBehavior: OriginRequestCookieBehavior.none(),
    });
    const region = Stack.of(this).region;
    const mediaBehaviour: Record<string, BehaviorOptions> = props.mediaBucket
      ? { '/media/*': this.mediaBehaviour(props.mediaBucket) }
      : {};
    const certificate = props.certificateArn
      ? Certificate.fromCertificateArn(this, 'Certificate', props.certificateArn)
      : undefined;

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'techsite',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      // Includes the edges in India, where most visitors are.
      priceClass: PriceClass.PRICE_CLASS_200,
      ...(certificate && props.siteDomain
        ? {
            certificate,
            domainNames: [props.siteDomain],
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      enableLogging: true,
      logBucket: props.logsBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        // Honours each object's Cache-Control: hashed assets a year, pages revalidated.
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: this.securityHeaders,
        functionAssociations: [
          { function: cleanUrls, eventType: FunctionEventType.VIEWER_REQUEST },
        ],
        edgeLambdas: [
          {
            functionVersion: notFound.currentVersion,
            eventType: LambdaEdgeEventType.ORIGIN_RESPONSE,
          },
        ],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new HttpOrigin(`${props.httpApi.apiId}.execute-api.${region}.amazonaws.com`, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            // A dynamic reference: CloudFormation reads the secret at deploy, so the value is in
            // no template (lambdas/lib/origin-verify.ts checks it).
            customHeaders: {
              [originVerifyHeader]: props.originVerifySecret.secretValue.unsafeUnwrap(),
            },
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: apiRequests,
          responseHeadersPolicy: this.securityHeaders,
          functionAssociations: [
            { function: viewerAddress, eventType: FunctionEventType.VIEWER_REQUEST },
          ],
        },
        ...mediaBehaviour,
      },
    });

    this.acknowledgeFindings(!certificate);
    if (props.siteContentDir) this.deployContent(props.siteContentDir, props.runtimeConfig);
  }

  /**
   * Moved pages answer 301 and missing ones the rendered 404 page with status 404, on the site's
   * behaviour only (infra/site/not-found-function.ts); Lambda@Edge runs in us-east-1, in a stack
   * of its own.
   */
  private notFoundFunction(): experimental.EdgeFunction {
    const fn = new experimental.EdgeFunction(this, 'NotFoundFunction', {
      description:
        'techsite: a moved page answers 301, a missing one the rendered 404 page with status 404',
      runtime: Runtime.NODEJS_22_X,
      handler: 'index.handler',
      code: Code.fromAsset(notFoundFunctionAsset()),
      memorySize: 128,
      timeout: Duration.seconds(5),
    });
    this.letReadNotFoundPage(fn);
    const reason = {
      'AwsSolutions-L1':
        'Node.js 22 on purpose, like every Lambda of the stack (lambda-defaults.ts).',
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]':
        'The AWS-managed basic execution role only lets the function write its own CloudWatch logs.',
    };
    for (const [id, why] of Object.entries(reason)) {
      Validations.of(fn.lambda).acknowledge({ id, reason: why });
    }
    return fn;
  }

  /**
   * The edge function may read the 404 pages of the site bucket (404.html and each section's)
   * and nothing else. Its role lives in
   * the us-east-1 stack, which deploys first and cannot refer to this stack's bucket, so the
   * grant is the bucket's: its policy names the role, whose name is fixed here to be known.
   */
  private letReadNotFoundPage(fn: experimental.EdgeFunction): void {
    const role = fn.lambda.role as Role;
    const roleName = Names.uniqueResourceName(role, { maxLength: 64 });
    (role.node.defaultChild as CfnRole).roleName = roleName;
    const roleArn = Stack.of(this).formatArn({
      service: 'iam',
      region: '',
      resource: 'role',
      resourceName: roleName,
    });
    this.bucket.addToResourcePolicy(
      new PolicyStatement({
        principals: [new ArnPrincipal(roleArn)],
        actions: ['s3:GetObject'],
        resources: [notFoundKey, ...sectionNotFoundKeys].map((key) =>
          this.bucket.arnForObjects(key),
        ),
      }),
    );
    // A bucket policy naming a role that does not exist yet is refused.
    this.bucket.policy?.node.addDependency(role);
  }

  /**
   * Uploaded images, read-only and cached (their keys are timestamped, never reused). The bucket's
   * key has no /media/ in front, so a viewer-request function strips it.
   */
  private mediaBehaviour(mediaBucket: Bucket): BehaviorOptions {
    const mediaPath = new CloudFrontFunction(this, 'MediaPathFunction', {
      comment: 'Maps /media/{key} to the key in the media bucket',
      code: FunctionCode.fromInline(mediaPathFunctionCode()),
      runtime: FunctionRuntime.JS_2_0,
    });
    return {
      origin: S3BucketOrigin.withOriginAccessControl(mediaBucket),
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: this.securityHeaders,
      functionAssociations: [{ function: mediaPath, eventType: FunctionEventType.VIEWER_REQUEST }],
    };
  }

  private acknowledgeFindings(defaultCertificate: boolean): void {
    if (defaultCertificate) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a custom domain CloudFront serves its own *.cloudfront.net certificate, whose TLS policy cannot be chosen; with siteDomain the stack sets TLSv1.2_2021.',
      });
    }
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: 'The company serves clients in India and abroad; no country is excluded.',
    });
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR2',
      reason:
        'No WAF yet: its fixed monthly cost outweighs the risk at launch; the forms are rate limited per IP in the API and the stage is throttled. Revisit with traffic (docs/deploy.md).',
    });
  }

  private securityHeadersPolicy(props: SiteProps): ResponseHeadersPolicy {
    const {
      'x-content-type-options': contentTypeOptions,
      'x-frame-options': frameOption,
      'referrer-policy': referrerPolicy,
      ...customHeaders
    } = localSecurityHeaders;
    if (contentTypeOptions !== 'nosniff') {
      throw new Error('CloudFront can only send x-content-type-options: nosniff');
    }
    const inline = inlineHashes(pagesToHash(repositoryRoot, props.siteContentDir));
    return new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'techsite security headers (shared/operations/security-headers.ts + HSTS + CSP)',
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(730),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: {
          frameOption: (frameOption ?? 'DENY') as HeadersFrameOption,
          override: true,
        },
        // The API's invoice page sets stricter ones of its own (lambdas/lib/http.ts htmlPage).
        referrerPolicy: {
          referrerPolicy: (referrerPolicy ??
            'strict-origin-when-cross-origin') as HeadersReferrerPolicy,
          override: false,
        },
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy({
            scriptHashes: inline.scripts,
            styleHashes: inline.styles,
            connectSources: props.connectSources,
          }),
          override: false,
        },
      },
      customHeadersBehavior: {
        customHeaders: Object.entries(customHeaders).map(([header, value]) => ({
          header,
          value,
          override: true,
        })),
      },
    });
  }

  /**
   * Two passes: hashed assets first (cached a year, never pruned, so a page still open in a
   * browser finds its old chunks), then the rest of the build (the app shell the pages are
   * rendered into, the favicon, images) and runtime-config.json, revalidated on each visit and
   * invalidated in CloudFront. The pages themselves are the render Lambda's: the build has none,
   * so this pass never prunes, or it would delete every rendered page.
   */
  private deployContent(siteContentDir: string, runtimeConfig: Record<string, string>): void {
    const assets = new BucketDeployment(this, 'DeployAssets', {
      sources: [Source.asset(join(siteContentDir, 'assets'))],
      destinationBucket: this.bucket,
      destinationKeyPrefix: 'assets/',
      cacheControl: [CacheControl.fromString(cacheControl.hashedAssets)],
      prune: false,
      memoryLimit: 512,
    });
    const shell = new BucketDeployment(this, 'DeployAppShell', {
      sources: [
        Source.asset(siteContentDir, { exclude: ['assets', 'assets/**'] }),
        Source.jsonData('runtime-config.json', runtimeConfig),
      ],
      destinationBucket: this.bucket,
      prune: false,
      cacheControl: [CacheControl.fromString(cacheControl.revalidated)],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    shell.node.addDependency(assets);
    this.deployments.push(assets, shell);

    // The deployments share one provider Lambda, created by aws-cdk-lib at the stack's root.
    const stack = Stack.of(this);
    for (const provider of stack.node.children.filter((child) =>
      child.node.id.startsWith('Custom::CDKBucketDeployment'),
    )) {
      const reason =
        'aws-cdk-lib’s BucketDeployment provider (not our code): it runs only during deploys, copying the build from the CDK asset bucket into the site bucket with the rights it defines.';
      const qualifier =
        stack.synthesizer.bootstrapQualifier ?? DefaultStackSynthesizer.DEFAULT_QUALIFIER;
      const findings = [
        'AwsSolutions-L1',
        'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        ...['Abort*', 'DeleteObject*', 'GetBucket*', 'GetObject*', 'List*'].map(
          (action) => `AwsSolutions-IAM5[Action::s3:${action}]`,
        ),
        'AwsSolutions-IAM5[Resource::*]',
        `AwsSolutions-IAM5[Resource::<${logicalIdOf(this.bucket)}.Arn>/*]`,
        `AwsSolutions-IAM5[Resource::arn:${nagPartition(stack)}:s3:::cdk-${qualifier}-assets-${stack.account}-${stack.region}/*]`,
      ];
      for (const id of findings) Validations.of(provider).acknowledge({ id, reason });
    }
  }
}
