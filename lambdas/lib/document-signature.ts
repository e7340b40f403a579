import type { DocumentSignatory } from '#shared/checkout/document-branding';
import { authorisedSignatory } from './document-branding';
import type { PdfPageWriter, TextStyle } from './pdf-page-writer';

// Where a document is signed (decision 028): the signature when there is a picture of it, the
// signatory's name and designation; an invoice adds "For <company>" above and "Authorised
// signatory" below, as Indian business documents are signed.

const signatureBox = { width: 150, height: 42 };
/** Room left for the signature when there is no picture of it. */
const blankSignature = 26;
const small: TextStyle = { size: 8.5, muted: true };

export interface SignatureBlock {
  signatory: DocumentSignatory;
  /** The signature's picture as read; absent when none is set or it could not be read. */
  signature?: Uint8Array;
  /** "For <company>" above the signature. */
  forCompany?: string;
  /** "Authorised signatory" under the designation. */
  captioned: boolean;
  /** Lines end at `right`, or are centred on `centre`. */
  align: { right: number } | { centre: number };
}

/** The block's greatest height, so a drawer can keep it whole on one page. */
export function signatureBlockHeight(writer: PdfPageWriter, block: SignatureBlock): number {
  return (
    (block.forCompany ? writer.lineHeight({ bold: true }) : 0) +
    signatureBox.height +
    4 +
    writer.lineHeight({ bold: true }) +
    writer.lineHeight() +
    (block.captioned ? writer.lineHeight(small) : 0)
  );
}

/** Draws the block from the current baseline down, moving past it. */
export async function drawSignatureBlock(
  writer: PdfPageWriter,
  block: SignatureBlock,
): Promise<void> {
  const { align, signatory } = block;
  const leftOf = (width: number) =>
    'right' in align ? align.right - width : align.centre - width / 2;
  const line = (text: string, style: TextStyle = {}) => {
    writer.textAt(text, leftOf(writer.widthOf(text, style)), style);
    writer.y -= writer.lineHeight(style);
  };
  if (block.forCompany) line(`For ${block.forCompany}`, { bold: true });
  const picture = block.signature && (await writer.embedImage(block.signature));
  if (picture) {
    const scale = Math.min(
      signatureBox.width / picture.width,
      signatureBox.height / picture.height,
    );
    const [width, height] = [picture.width * scale, picture.height * scale];
    const bottom = writer.y - height + 6;
    writer.imageAt(picture, leftOf(width), bottom, width, height);
    writer.y = bottom - 10;
  } else {
    writer.y -= blankSignature;
  }
  line(signatory.name, { bold: true });
  line(signatory.designation);
  if (block.captioned) line(authorisedSignatory, small);
}
