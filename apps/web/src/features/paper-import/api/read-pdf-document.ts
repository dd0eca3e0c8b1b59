import type { getDocument as GetDocument } from 'pdfjs-dist';
import { extractPaperFields } from '../utils/extract-paper-fields';
import type { PaperFields } from '../utils/paper-fields';
import type { PdfTextPiece } from '../utils/pdf-text-piece';

/** What reading a PDF found: the paper's fields, or why there is nothing to read. */
export type PdfReading =
  { kind: 'read'; fields: PaperFields } | { kind: 'encrypted' } | { kind: 'no-text' } | { kind: 'not-pdf' };

// The title, abstract and keywords are on the first page; an abstract may run onto the second.
const pagesRead = 2;

/**
 * Reads a paper's fields from a PDF's bytes with the given pdf.js `getDocument` (the browser build in
 * the app, the Node build in scripts and tests).
 */
export async function readPdfDocument(
  getDocument: typeof GetDocument,
  data: Uint8Array,
): Promise<PdfReading> {
  // No eval: the app's Content-Security-Policy forbids it, and text extraction needs no font programs.
  const task = getDocument({ data, isEvalSupported: false, stopAtErrors: false, verbosity: 0 });
  try {
    const document = await task.promise;
    const pieces: PdfTextPiece[] = [];
    for (let number = 1; number <= Math.min(pagesRead, document.numPages); number += 1) {
      const page = await document.getPage(number);
      const pageWidth = page.getViewport({ scale: 1 }).width;
      const content = await page.getTextContent();
      for (const item of content.items) {
        if (!('str' in item)) continue;
        const [, , c, d, x, y] = item.transform as number[];
        pieces.push({
          text: item.str,
          x: x!,
          y: y!,
          width: item.width,
          fontSize: Math.hypot(c!, d!),
          page: number,
          pageWidth,
        });
      }
    }
    if (!pieces.some((piece) => /\p{L}/u.test(piece.text))) return { kind: 'no-text' };
    return { kind: 'read', fields: extractPaperFields(pieces) };
  } catch (error) {
    if (error instanceof Error && error.name === 'PasswordException') return { kind: 'encrypted' };
    return { kind: 'not-pdf' };
  } finally {
    await task.destroy();
  }
}
