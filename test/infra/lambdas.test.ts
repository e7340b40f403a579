import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { apiAreas } from '#lambdas/api-routes';
import { areaNeeds } from '../../infra/constructs/area-function';
import { pascalCase } from '../../infra/constructs/lambda-defaults';
import { buildStack, logicalIdStartingWith, resourcesOfType } from './stack-fixture';

const { template } = buildStack();
const functions = resourcesOfType(template, 'AWS::Lambda::Function');
const policies = resourcesOfType(template, 'AWS::IAM::Policy');

/**
 * The areas that are jobs, not API routes, and the construct each is built in: the scheduled job,
 * the money documents job and the learner pool's challenge triggers.
 */
const jobAreas: Record<string, string> = {
  reconcile: 'Payments',
  'money-documents': 'Payments',
  'learner-sign-in-challenge': 'LearnerAuth',
  'class-reminders': 'ClassReminders',
  'staff-sign-in-events': 'Auth',
  'staff-owner-migration': 'Auth',
};
const ourFunctionIds = Object.keys(functions).filter((id) =>
  /^(Api|Payments|LearnerAuth|ClassReminders|Auth(?!OwnerMigrationProvider))\w+Function/.test(id),
);
const functionIdOf = (area: string) =>
  logicalIdStartingWith(
    template,
    'AWS::Lambda::Function',
    `${jobAreas[area] ?? 'Api'}${pascalCase(area)}Function`,
  );
const environmentOf = (area: string) =>
  ((functions[functionIdOf(area)]!.Properties!.Environment as { Variables: object }).Variables ??
    {}) as Record<string, unknown>;

/**
 * Every action the area's role may take, with the resources, one statement a line to search.
 * Tracing and, for API areas, reading the origin check's secret are every function's; leave them
 * out to see what is particular to the area.
 */
function grantsOf(area: string, options: { particular?: boolean } = {}): string {
  const roleId = JSON.stringify(functions[functionIdOf(area)]!.Properties!.Role);
  const role = /"Fn::GetAtt":\["([^"]+)"/.exec(roleId)?.[1];
  const statements = Object.values(policies)
    .filter((policy) => JSON.stringify(policy.Properties!.Roles).includes(`"${role}"`))
    .flatMap((policy) => (policy.Properties!.PolicyDocument as { Statement: unknown[] }).Statement)
    .map((statement) => JSON.stringify(statement));
  return statements
    .filter((statement) => !options.particular || !/xray:|ApiOriginVerifySecret/.test(statement))
    .join('\n');
}

describe('the Lambdas', () => {
  it('are one per API area plus the scheduled, money documents and sign-in challenge jobs', () => {
    expect(ourFunctionIds).toHaveLength(apiAreas.length + Object.keys(jobAreas).length);
  });

  it('all run Node.js 22 on ARM64', () => {
    for (const id of ourFunctionIds) {
      expect(functions[id]!.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
      });
    }
  });

  it('all trace every request with X-Ray, the render and PDF Lambdas included', () => {
    const handlerFunctions = Object.entries(functions).filter(([, resource]) =>
      JSON.stringify(resource.Properties?.Environment ?? {}).includes(
        '"POWERTOOLS_SERVICE_NAME":"techsite-',
      ),
    );
    expect(handlerFunctions.map(([id]) => id)).toEqual(
      expect.arrayContaining([
        ...ourFunctionIds,
        expect.stringMatching(/^SiteRender/),
        expect.stringMatching(/^PdfRender/),
      ]),
    );
    for (const [id, resource] of handlerFunctions) {
      expect(resource.Properties!.TracingConfig, id).toEqual({ Mode: 'Active' });
    }
  });

  it('all map stack traces through source maps', () => {
    for (const area of Object.keys(areaNeeds)) {
      expect(environmentOf(area).NODE_OPTIONS).toBe('--enable-source-maps');
    }
  });

  it('all log to a log group with a retention', () => {
    for (const id of ourFunctionIds) {
      const logGroup = JSON.stringify(functions[id]!.Properties!.LoggingConfig);
      const logGroupId = /"Ref":"([^"]+)"/.exec(logGroup)?.[1];
      expect(template.toJSON().Resources[logGroupId!].Properties.RetentionInDays).toBe(30);
    }
  });

  it('give the content Lambda the table to read and nothing else', () => {
    const grants = grantsOf('content', { particular: true });
    expect(grants).toContain('dynamodb:Query');
    expect(grants).not.toContain('dynamodb:PutItem');
    expect(grants).not.toMatch(/"s3:|"ses:|secretsmanager:/);
    expect(Object.keys(environmentOf('content'))).not.toContain('MEDIA_BUCKET');
  });

  it('give the health Lambda, which answers unknown admin paths, no rights at all', () => {
    expect(grantsOf('health', { particular: true })).not.toMatch(
      /dynamodb:|"s3:|"ses:|secretsmanager:/,
    );
  });

  it('let only the areas that send mail use SES', () => {
    for (const [area, needs] of Object.entries(areaNeeds)) {
      expect(grantsOf(area).includes('ses:SendRawEmail'), area).toBe(Boolean(needs.mail));
    }
  });

  it('let only careers upload résumés and only the admin read them, under resumes/', () => {
    const resumeObjects = /DataResumesBucket\w+","Arn"\]},"\/resumes\/\*"/;
    for (const area of Object.keys(areaNeeds)) {
      const touchesResumes = /DataResumesBucket/.test(grantsOf(area));
      expect(touchesResumes, area).toBe(area === 'careers' || area === 'admin-applications');
    }
    expect(grantsOf('careers')).toMatch(resumeObjects);
    expect(grantsOf('admin-applications')).toMatch(resumeObjects);
    expect(grantsOf('admin-applications')).not.toContain('"s3:PutObject"');
  });

  it('let only the media library write to the media bucket', () => {
    for (const area of Object.keys(areaNeeds)) {
      const writesMedia = /"s3:PutObject"[^\n]*DataMediaBucket/.test(grantsOf(area));
      expect(writesMedia, area).toBe(area === 'admin-media');
    }
  });

  it('let only the payment areas read the PhonePe secret', () => {
    for (const [area, needs] of Object.entries(areaNeeds)) {
      const readsSecret = /secretsmanager:GetSecretValue[^\n]*PaymentsPhonePeSecret/.test(
        grantsOf(area),
      );
      expect(readsSecret, area).toBe(Boolean(needs.payments));
    }
  });

  it('let only the jobs that issue and retry documents read the IRP secret, by ARN', () => {
    for (const area of Object.keys(areaNeeds)) {
      const readsSecret = /secretsmanager:GetSecretValue[^\n]*PaymentsIrpSecret/.test(
        grantsOf(area),
      );
      const reports = area === 'money-documents' || area === 'reconcile';
      expect(readsSecret, area).toBe(reports);
      expect(environmentOf(area).IRP_SECRET_ARN, area).toEqual(
        reports ? { Ref: expect.stringMatching(/^PaymentsIrpSecret/) } : undefined,
      );
    }
    const everyEnvironment = JSON.stringify(Object.keys(areaNeeds).map(environmentOf));
    expect(everyEnvironment).not.toMatch(/IRP_(PASSWORD|CLIENT_SECRET)/);
  });

  it('pass the PhonePe secret by ARN, never its value', () => {
    expect(environmentOf('payments').PHONEPE_SECRET_ARN).toEqual({
      Ref: expect.stringMatching(/^PaymentsPhonePeSecret/),
    });
    const everyEnvironment = JSON.stringify(Object.keys(areaNeeds).map(environmentOf));
    expect(everyEnvironment).not.toMatch(/resolve:secretsmanager:[^"]*PhonePe/);
    expect(everyEnvironment).not.toMatch(/PHONEPE_(CLIENT_SECRET|SALT_KEY|WEBHOOK_PASSWORD)/);
  });

  it('pass the invoice link key by ARN only, never its value', () => {
    expect(environmentOf('payments').INVOICE_LINK_SECRET_ARN).toEqual({
      Ref: expect.stringMatching(/^PaymentsInvoiceLinkSecret/),
    });
    const everyEnvironment = JSON.stringify(Object.keys(areaNeeds).map(environmentOf));
    expect(everyEnvironment).not.toContain('INVOICE_LINK_SECRET"');
    expect(everyEnvironment).not.toContain('resolve:secretsmanager');
  });

  it('let every API area, and only those, read the origin check’s secret by its ARN', () => {
    for (const area of Object.keys(areaNeeds)) {
      const isApi = apiAreas.some((api) => api.name === area);
      expect(environmentOf(area).ORIGIN_VERIFY_SECRET_ARN !== undefined, area).toBe(isApi);
      expect(
        /secretsmanager:GetSecretValue[^\n]*ApiOriginVerifySecret/.test(grantsOf(area)),
        area,
      ).toBe(isApi);
    }
  });

  it('give each area only the environment its configuration reads', () => {
    // Every API area also reads the origin check's secret (above).
    const base = [
      'NODE_OPTIONS',
      'LOG_LEVEL',
      'POWERTOOLS_SERVICE_NAME',
      'ORIGIN_VERIFY_SECRET_ARN',
    ];
    expect(Object.keys(environmentOf('courses')).sort()).toEqual([...base, 'TABLE_NAME'].sort());
    expect(Object.keys(environmentOf('careers')).sort()).toEqual(
      [...base, 'TABLE_NAME', 'MAIL_FROM', 'RESUMES_BUCKET', 'MEDIA_BUCKET'].sort(),
    );
    for (const area of [
      'admin-contacts',
      'admin-catalog',
      'admin-publishing',
      'admin-leads',
      'admin-bookings',
    ]) {
      // The admin pool's id, to read a person's two-step state (staff-pool-grants.test.ts).
      expect(Object.keys(environmentOf(area)).sort(), area).toEqual(
        [...base, 'TABLE_NAME', 'COGNITO_USER_POOL_ID'].sort(),
      );
    }
    expect(Object.keys(environmentOf('admin-applications')).sort()).toEqual(
      [...base, 'TABLE_NAME', 'RESUMES_BUCKET', 'MEDIA_BUCKET', 'COGNITO_USER_POOL_ID'].sort(),
    );
  });

  it('let the contact and leads areas send mail, and give contact the site URL its newsletter links need', () => {
    const base = [
      'NODE_OPTIONS',
      'LOG_LEVEL',
      'POWERTOOLS_SERVICE_NAME',
      'ORIGIN_VERIFY_SECRET_ARN',
      'TABLE_NAME',
      'MAIL_FROM',
    ];
    expect(Object.keys(environmentOf('contact')).sort()).toEqual([...base, 'SITE_URL'].sort());
    expect(Object.keys(environmentOf('leads')).sort()).toEqual(base.sort());
    for (const area of ['contact', 'leads']) {
      const grants = grantsOf(area);
      expect(grants, area).toContain('ses:SendRawEmail');
      expect(grants, area).not.toMatch(/"s3:|PaymentsPhonePeSecret|PaymentsInvoiceLinkSecret/);
    }
  });

  it('give the admin list areas the table to read and write and nothing else', () => {
    for (const area of [
      'admin-contacts',
      'admin-catalog',
      'admin-publishing',
      'admin-leads',
      'admin-bookings',
    ]) {
      const grants = grantsOf(area, { particular: true });
      expect(grants, area).toContain('dynamodb:UpdateItem');
      expect(grants, area).toContain('dynamodb:DeleteItem');
      expect(grants, area).not.toMatch(/"s3:|"ses:|secretsmanager:/);
    }
  });

  it('give the money documents job the table, mail, the site URL, the invoice key and the IRP secret, not PhonePe', () => {
    const base = ['NODE_OPTIONS', 'LOG_LEVEL', 'POWERTOOLS_SERVICE_NAME'];
    expect(Object.keys(environmentOf('money-documents')).sort()).toEqual(
      [
        ...base,
        'TABLE_NAME',
        'MAIL_FROM',
        'SITE_URL',
        'INVOICE_LINK_SECRET_ARN',
        'IRP_SECRET_ARN',
        'PDF_RENDER_FUNCTION_NAME',
      ].sort(),
    );
    const grants = grantsOf('money-documents');
    expect(grants).toContain('ses:SendRawEmail');
    expect(grants).toMatch(/secretsmanager:GetSecretValue[^\n]*PaymentsInvoiceLinkSecret/);
    expect(grants).not.toMatch(/PaymentsPhonePeSecret/);
  });

  it('let exactly the areas that confirm payments or settle refunds hand on money documents', () => {
    const dispatchers = ['payments', 'admin-sales', 'reconcile'];
    for (const area of Object.keys(areaNeeds)) {
      const variables = environmentOf(area);
      expect(Boolean(variables.MONEY_DOCUMENTS_FUNCTION_NAME), area).toBe(
        dispatchers.includes(area),
      );
      const invokes = /lambda:InvokeFunction[^\n]*PaymentsMoneyDocumentsFunction/.test(
        grantsOf(area),
      );
      expect(invokes, area).toBe(dispatchers.includes(area));
    }
  });

  it('let exactly the Lambdas that issue or serve documents invoke the PDF Lambda', () => {
    const drawers = ['payments', 'reconcile', 'money-documents', 'admin-learning', 'certificates'];
    for (const area of Object.keys(areaNeeds)) {
      expect(Boolean(environmentOf(area).PDF_RENDER_FUNCTION_NAME), area).toBe(
        drawers.includes(area),
      );
      const invokes = /lambda:InvokeFunction[^\n]*PdfRenderPdfRenderFunction/.test(grantsOf(area));
      expect(invokes, area).toBe(drawers.includes(area));
    }
  });

  it('give My Learning the table, mail, the site URL and the invoice key, not PhonePe', () => {
    const base = [
      'NODE_OPTIONS',
      'LOG_LEVEL',
      'POWERTOOLS_SERVICE_NAME',
      'ORIGIN_VERIFY_SECRET_ARN',
    ];
    expect(Object.keys(environmentOf('my-learning')).sort()).toEqual(
      [...base, 'TABLE_NAME', 'SITE_URL', 'INVOICE_LINK_SECRET_ARN', 'MAIL_FROM'].sort(),
    );
    const grants = grantsOf('my-learning');
    // A refund request is an update of the learner's payment; the company hears of it by mail.
    expect(grants).toContain('dynamodb:UpdateItem');
    expect(grants).toContain('ses:SendRawEmail');
    expect(grants).toMatch(/secretsmanager:GetSecretValue[^\n]*PaymentsInvoiceLinkSecret/);
    expect(grants).not.toMatch(/PaymentsPhonePeSecret|"s3:|cognito-idp:/);
  });

  it('give the Lambdas that issue and serve certificates the site URL they print, and mail to the issuer', () => {
    // Completing a learner mails their certificate; the public check serves its PDF.
    expect(environmentOf('admin-learning')).toMatchObject({
      SITE_URL: expect.anything(),
      MAIL_FROM: expect.anything(),
      PDF_RENDER_FUNCTION_NAME: expect.anything(),
    });
    expect(grantsOf('admin-learning')).toContain('ses:SendRawEmail');
    expect(environmentOf('certificates')).toMatchObject({
      SITE_URL: expect.anything(),
      PDF_RENDER_FUNCTION_NAME: expect.anything(),
    });
    const publicCheck = grantsOf('certificates');
    expect(publicCheck).not.toContain('ses:SendRawEmail');
    expect(publicCheck).not.toMatch(
      /secretsmanager:GetSecretValue[^\n]*Payments|cognito-idp:|"s3:/,
    );
  });

  it('run the class reminders every 15 minutes, with the table, mail and the site URL only', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(15 minutes)',
      State: 'ENABLED',
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [functionIdOf('class-reminders'), 'Arn'] },
          // A failed run is the next run's to finish: every reminder is claimed once.
          RetryPolicy: { MaximumRetryAttempts: 0 },
        }),
      ],
    });
    expect(environmentOf('class-reminders')).toMatchObject({
      SITE_URL: expect.anything(),
      MAIL_FROM: expect.anything(),
      TABLE_NAME: expect.anything(),
    });
    const grants = grantsOf('class-reminders', { particular: true });
    expect(grants).toContain('ses:SendRawEmail');
    expect(grants).not.toMatch(/secretsmanager|cognito-idp:|"s3:/);
  });

  it('let the staff sign-in events write the table, and nothing else', () => {
    expect(Object.keys(environmentOf('staff-sign-in-events')).sort()).toEqual(
      ['NODE_OPTIONS', 'LOG_LEVEL', 'POWERTOOLS_SERVICE_NAME', 'TABLE_NAME'].sort(),
    );
    const grants = grantsOf('staff-sign-in-events', { particular: true });
    expect(grants).toContain('dynamodb:PutItem');
    expect(grants).toContain('dynamodb:DeleteItem');
    expect(grants).not.toMatch(/"s3:|"ses:|secretsmanager:|cognito-idp:/);
  });

  it('let the owner migration list and add members of the admin pool, and nothing else', () => {
    const grants = grantsOf('staff-owner-migration', { particular: true });
    expect(grants).toMatch(
      /"Action":\["cognito-idp:AdminAddUserToGroup","cognito-idp:ListUsersInGroup"\],"Effect":"Allow","Resource":{"Fn::GetAtt":\["AuthUserPool\w+","Arn"\]}}/,
    );
    expect(grants).not.toMatch(/dynamodb:|"s3:|"ses:|secretsmanager:|LearnerAuthUserPool/);
  });

  it('give bookings the site URL for the confirmation link it mails, and nothing of payments', () => {
    const variables = environmentOf('bookings');
    expect(variables.SITE_URL).toEqual(expect.anything());
    expect(Object.keys(variables).filter((name) => /PHONEPE|INVOICE/.test(name))).toEqual([]);
  });

  it('give checkout the site URL, hold time and PhonePe settings but no invoice key', () => {
    expect(environmentOf('checkout')).toMatchObject({
      SITE_URL: expect.anything(),
      HOLD_MINUTES: '15',
      PHONEPE_API_VERSION: 'v2',
      PHONEPE_BASE_URL: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
    });
    expect(environmentOf('checkout').INVOICE_LINK_SECRET_ARN).toBeUndefined();
  });
});
