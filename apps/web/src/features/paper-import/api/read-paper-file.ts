import { readLatexPaper } from '../utils/read-latex-paper';
import { toImportedPaper, type ImportedPaper } from '../utils/to-imported-paper';
import type { PaperFields } from '../utils/paper-fields';
import { readPdf } from './read-pdf';

/** A paper read from a file, or the reason the file was refused, in words for the researcher. */
export type PaperFileReading =
  { kind: 'read'; imported: ImportedPaper } | { kind: 'refused'; message: string };

/** Largest file read: a paper's PDF is rarely over a few megabytes, and reading is done in memory. */
export const maxPaperFileBytes = 20 * 1024 * 1024;

export const paperFileMessages = {
  tooLarge: 'This file is larger than 20 MB. Choose the PDF or LaTeX source of the paper itself.',
  wrongType: 'Choose a PDF (.pdf) or a LaTeX source (.tex) file.',
  encrypted:
    'This PDF is protected with a password, so it cannot be read. Save a copy without the password and try again.',
  noText:
    'This PDF has no text to read: it looks like a scanned image. Choose the PDF your editor or LaTeX produced.',
  notPdf: 'This file could not be read as a PDF.',
  unreadable: 'This file could not be read.',
  notPaper: 'No title or abstract was found in this file, so it does not look like a paper.',
} as const;

const isPdf = (file: File) => file.type === 'application/pdf' || /\.pdf$/iu.test(file.name);
const isLatex = (file: File) => /\.(tex|ltx)$/iu.test(file.name);

async function readFields(file: File): Promise<PaperFields | string> {
  if (isLatex(file)) return readLatexPaper(await file.text());
  const reading = await readPdf(file);
  if (reading.kind === 'read') return reading.fields;
  if (reading.kind === 'encrypted') return paperFileMessages.encrypted;
  return reading.kind === 'no-text' ? paperFileMessages.noText : paperFileMessages.notPdf;
}

/** Reads a paper's title, abstract and keywords from a PDF or LaTeX file, all in the browser. */
export async function readPaperFile(file: File): Promise<PaperFileReading> {
  if (file.size > maxPaperFileBytes) return { kind: 'refused', message: paperFileMessages.tooLarge };
  if (!isPdf(file) && !isLatex(file)) return { kind: 'refused', message: paperFileMessages.wrongType };
  const fields = await readFields(file);
  if (typeof fields === 'string') return { kind: 'refused', message: fields };
  const { title, abstract, keywords } = fields;
  if (!title || !abstract) return { kind: 'refused', message: paperFileMessages.notPaper };
  return { kind: 'read', imported: toImportedPaper({ title, abstract, keywords }) };
}
