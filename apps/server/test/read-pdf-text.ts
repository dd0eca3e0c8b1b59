import { inflateSync } from 'node:zlib';

// WinAnsi's 0x80–0x9f differ from Latin-1 (which Node's decoder applies); these are the ones the app writes.
const winAnsi: Record<number, string> = {
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
};
const decodeWinAnsi = (bytes: Buffer) =>
  [...bytes].map((byte) => winAnsi[byte] ?? String.fromCharCode(byte)).join('');

/**
 * The text lines a pdfkit PDF shows, in order, for tests: each page stream is inflated and the hex
 * strings of each text operation joined. pdfkit writes the standard fonts in WinAnsi encoding.
 */
export function readPdfText(pdf: Buffer): string[] {
  const lines: string[] = [];
  for (const [, body] of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(body!, 'latin1')).toString('latin1');
    } catch {
      content = body!;
    }
    for (const [, operands] of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...operands!.matchAll(/<([0-9a-fA-F]*)>/g)].map((match) => match[1]).join('');
      lines.push(decodeWinAnsi(Buffer.from(hex, 'hex')));
    }
  }
  return lines;
}

/** The link targets of a PDF's annotations. */
export function readPdfLinks(pdf: Buffer): string[] {
  return [...pdf.toString('latin1').matchAll(/\/URI \(([^)]*)\)/g)].map((match) => match[1]!);
}
