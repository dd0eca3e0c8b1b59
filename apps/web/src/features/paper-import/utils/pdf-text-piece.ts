/** One run of text on a PDF page, as pdf.js reports it: where it starts on its baseline, its size. */
export type PdfTextPiece = {
  text: string;
  /** Left edge and baseline, in PDF points from the page's bottom left corner. */
  x: number;
  y: number;
  width: number;
  fontSize: number;
  /** Page number, from 1. */
  page: number;
  pageWidth: number;
};

/** A line of text in reading order, with the size most of its characters have. */
export type TextLine = {
  text: string;
  fontSize: number;
  x: number;
  y: number;
  page: number;
};
