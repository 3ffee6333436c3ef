import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFObject } from 'pdf-lib';

/**
 * The text a page draws, one shown string per line. pdf-lib has no text extraction, so this
 * reads the page's content streams: pdf-lib's own pages show WinAnsi hex strings (<48656C6C6F> Tj),
 * the sandbox's sheets literal ones ((Hello) Tj).
 */
export function pageText(pdf: PDFDocument, index: number): string {
  const page = pdf.getPage(index);
  const contents = page.node.Contents();
  const streams: PDFObject[] = contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)!) : contents ? [contents] : [];
  const shown: string[] = [];
  for (const stream of streams) {
    if (!(stream instanceof PDFRawStream)) continue;
    const source = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
    for (const [, hex, literal] of source.matchAll(/(?:<([0-9A-Fa-f]*)>|\(((?:\\.|[^\\)])*)\))\s*Tj/g)) {
      shown.push(hex !== undefined ? Buffer.from(hex, 'hex').toString('latin1') : literal.replace(/\\(.)/g, '$1'));
    }
  }
  return shown.join('\n');
}

export const loadPdf = async (bytes: ArrayBuffer | Uint8Array) => PDFDocument.load(bytes);
