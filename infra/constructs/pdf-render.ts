import { Duration, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import { documentAssetFiles, documentAssetsDir } from '#shared/operations/document-font-assets';
import type { LambdaDefaults } from './lambda-defaults';
import { logicalIdOf } from './area-function';

// The PDF Lambda (lambdas/documents/handlers/pdf-render.ts, decision 016): draws tax invoices,
// credit notes and certificates with pdf-lib, which alone fills most of a 500 KB bundle, for the
// Lambdas that mail and serve them, in Noto fonts shaped by HarfBuzz, whose files lie beside the
// bundle (decision 026). A document's view comes in, PDF bytes go out; it writes nothing, and
// reads only the PNG and JPEG media a view names as its logo and signature (decision 028).

/** How the callers find it (lambdas/documents/pdf-client.ts reads this variable). */
export const pdfRenderFunctionVariable = 'PDF_RENDER_FUNCTION_NAME';

export class PdfRender extends Construct {
  readonly fn: NodejsFunction;

  constructor(
    scope: Construct,
    id: string,
    props: { defaults: LambdaDefaults; mediaBucket: IBucket },
  ) {
    super(scope, id);
    this.fn = props.defaults.handlerFunction(this, {
      name: 'pdf-render',
      // A one-page document renders in well under a second; a caller waits for it.
      timeout: Duration.seconds(10),
      memorySize: 512,
      // HarfBuzz's WebAssembly and the Noto fonts (docs/decisions/026-fonts-for-every-indian-script.md).
      bundledFiles: { dir: documentAssetsDir, files: documentAssetFiles },
    });
    // The logo and signature Settings name (lambdas/documents/document-images.ts).
    this.fn.addEnvironment('MEDIA_BUCKET', props.mediaBucket.bucketName);
    const pictures = ['*.png', '*.jpg'].map((key) => props.mediaBucket.arnForObjects(key));
    this.fn.addToRolePolicy(
      new PolicyStatement({ actions: ['s3:GetObject'], resources: pictures }),
    );
    for (const key of ['*.png', '*.jpg']) {
      Validations.of(this.fn).acknowledge({
        id: `AwsSolutions-IAM5[Resource::<${logicalIdOf(props.mediaBucket)}.Arn>/${key}]`,
        reason:
          'Read only: the media library’s PNG and JPEG pictures, of which Settings name the logo and signature documents print (keys are timestamped, docs/architecture.md §4).',
      });
    }
  }

  /** Lets `caller` invoke the PDF Lambda and tells it the function's name. */
  grantInvoke(caller: NodejsFunction): void {
    this.fn.grantInvoke(caller);
    caller.addEnvironment(pdfRenderFunctionVariable, this.fn.functionName);
    Validations.of(caller).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${logicalIdOf(this.fn)}.Arn>:*]`,
      reason:
        'grantInvoke allows every version and alias of the one PDF Lambda; nothing else can be invoked.',
    });
  }
}
