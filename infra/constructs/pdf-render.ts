import { Duration, Validations } from 'aws-cdk-lib';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import { documentAssetFiles, documentAssetsDir } from '#shared/operations/document-font-assets';
import type { LambdaDefaults } from './lambda-defaults';
import { logicalIdOf } from './area-function';

// The PDF Lambda (lambdas/documents/handlers/pdf-render.ts, decision 016): draws tax invoices,
// credit notes and certificates with pdf-lib, which alone fills most of a 500 KB bundle, for the
// Lambdas that mail and serve them, in Noto fonts shaped by HarfBuzz, whose files lie beside the
// bundle (decision 026). It reads and writes nothing: a document's view comes in, PDF
// bytes go out; its only right is its logs.

/** How the callers find it (lambdas/documents/pdf-client.ts reads this variable). */
export const pdfRenderFunctionVariable = 'PDF_RENDER_FUNCTION_NAME';

export class PdfRender extends Construct {
  readonly fn: NodejsFunction;

  constructor(scope: Construct, id: string, props: { defaults: LambdaDefaults }) {
    super(scope, id);
    this.fn = props.defaults.handlerFunction(this, {
      name: 'pdf-render',
      // A one-page document renders in well under a second; a caller waits for it.
      timeout: Duration.seconds(10),
      memorySize: 512,
      // HarfBuzz's WebAssembly and the Noto fonts (docs/decisions/026-fonts-for-every-indian-script.md).
      bundledFiles: { dir: documentAssetsDir, files: documentAssetFiles },
    });
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
