import type { PdfReading } from './read-pdf-document';

/**
 * Reads a paper's fields from a PDF in the browser. pdf.js (about 1 MB with its worker) is loaded
 * only when a researcher picks a PDF, so no other page pays for it.
 */
export async function readPdf(file: File): Promise<PdfReading> {
  const [pdfjs, worker, { readPdfDocument }] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
    import('./read-pdf-document'),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return readPdfDocument(pdfjs.getDocument, new Uint8Array(await file.arrayBuffer()));
}
