import { mendAccents } from './join-lines';
import type { PdfTextPiece, TextLine } from './pdf-text-piece';

type Fragment = { pieces: PdfTextPiece[]; x0: number; x1: number; y: number; page: number };
type Column = 'both' | 'left' | 'right';

// A gap this wide (in units of the font size) near the middle of the page is a gutter between columns.
const gutterGap = 0.8;

const superscripts: Record<string, string> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
};
const rowSize = (row: PdfTextPiece[]) => Math.max(...row.map((piece) => piece.fontSize));

/**
 * Moves a row of smaller pieces set just above or below a larger row (superscripts, subscripts) into
 * it; raised digits ("m³", a footnote mark) become superscript characters.
 */
function attachScripts(rows: PdfTextPiece[][]): PdfTextPiece[][] {
  const isScriptOf = (small: PdfTextPiece[] | undefined, base: PdfTextPiece[] | undefined) =>
    small !== undefined &&
    base !== undefined &&
    small[0]!.page === base[0]!.page &&
    rowSize(small) < rowSize(base) * 0.85 &&
    Math.abs(small[0]!.y - base[0]!.y) < rowSize(base) * 0.6;
  const kept: PdfTextPiece[][] = [];
  for (const [index, row] of rows.entries()) {
    const base = [rows[index + 1], kept.at(-1)].find((candidate) => isScriptOf(row, candidate));
    if (!base) {
      kept.push(row);
      continue;
    }
    const isRaised = row[0]!.y > base[0]!.y;
    const pieces = row.map((piece) =>
      isRaised && /^\d+$/u.test(piece.text)
        ? { ...piece, text: [...piece.text].map((digit) => superscripts[digit]).join('') }
        : piece,
    );
    base.push(...pieces);
  }
  return kept.map((row) => row.sort((a, b) => a.x - b.x));
}

/** Pieces on one baseline (within a third of their size), left to right. */
function groupRows(pieces: PdfTextPiece[]): PdfTextPiece[][] {
  const sorted = [...pieces].sort((a, b) => a.page - b.page || b.y - a.y || a.x - b.x);
  const rows: PdfTextPiece[][] = [];
  for (const piece of sorted) {
    const row = rows.at(-1);
    const first = row?.[0];
    if (
      row &&
      first &&
      first.page === piece.page &&
      Math.abs(first.y - piece.y) < Math.max(first.fontSize, piece.fontSize) / 3
    ) {
      row.push(piece);
    } else rows.push([piece]);
  }
  return attachScripts(rows);
}

/** Splits a row at a wide gap near the page's middle, where two columns' lines meet. */
function splitAtGutter(row: PdfTextPiece[]): Fragment[] {
  const fragments: Fragment[] = [];
  let current: PdfTextPiece[] = [];
  for (const piece of row) {
    const previous = current.at(-1);
    const middle = piece.pageWidth / 2;
    const isGutter =
      previous !== undefined &&
      piece.x - (previous.x + previous.width) > gutterGap * piece.fontSize &&
      previous.x + previous.width < middle + piece.pageWidth * 0.05 &&
      piece.x > middle - piece.pageWidth * 0.05;
    if (isGutter) {
      fragments.push(toFragment(current));
      current = [];
    }
    current.push(piece);
  }
  if (current.length > 0) fragments.push(toFragment(current));
  return fragments;
}

function toFragment(pieces: PdfTextPiece[]): Fragment {
  const first = pieces[0]!;
  const last = pieces.at(-1)!;
  return { pieces, x0: first.x, x1: last.x + last.width, y: first.y, page: first.page };
}

function columnOf(fragment: Fragment): Column {
  const middle = fragment.pieces[0]!.pageWidth / 2;
  const margin = fragment.pieces[0]!.pageWidth * 0.02;
  if (fragment.x1 <= middle + margin) return 'left';
  if (fragment.x0 >= middle - margin) return 'right';
  return 'both';
}

/** Joins a fragment's pieces, putting a space where pdf.js left a gap but no space character. */
function toLine(fragment: Fragment): TextLine {
  let text = '';
  const sizes = new Map<number, number>();
  let end = fragment.x0;
  for (const piece of fragment.pieces) {
    const needsSpace =
      text !== '' && !/\s$/u.test(text) && !/^\s/u.test(piece.text) && piece.x - end > piece.fontSize * 0.15;
    text += (needsSpace ? ' ' : '') + piece.text;
    end = piece.x + piece.width;
    const size = Math.round(piece.fontSize * 10) / 10;
    sizes.set(size, (sizes.get(size) ?? 0) + piece.text.length);
  }
  const fontSize = [...sizes].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
  return {
    text: mendAccents(text.replace(/\s+/gu, ' ').trim()),
    fontSize,
    x: fragment.x0,
    y: fragment.y,
    page: fragment.page,
  };
}

/**
 * Orders one page's fragments for reading. A page with a run of lines in its right half is set in two
 * columns: what spans the page above the columns (title, authors) comes first, then the left column,
 * then the right, each top to bottom. Any other page is read top to bottom.
 */
function orderPage(fragments: Fragment[]): Fragment[] {
  const columns = fragments.map(columnOf);
  const rightLines = columns.filter((column) => column === 'right').length;
  if (rightLines < 5) return fragments;
  const columnTop = Math.max(
    ...fragments.filter((_, index) => columns[index] !== 'both').map((fragment) => fragment.y),
  );
  const rank = (index: number) => {
    const column = columns[index];
    if (column === 'right') return 2;
    return column === 'both' && fragments[index]!.y > columnTop ? 0 : 1;
  };
  return fragments
    .map((fragment, index) => ({ fragment, rank: rank(index) }))
    .sort((a, b) => a.rank - b.rank || b.fragment.y - a.fragment.y || a.fragment.x0 - b.fragment.x0)
    .map(({ fragment }) => fragment);
}

/** Lines of text in reading order, page by page, from pdf.js's pieces in one- or two-column layouts. */
export function orderTextLines(pieces: PdfTextPiece[]): TextLine[] {
  const visible = pieces.filter((piece) => piece.text.trim() !== '' && piece.fontSize > 0);
  const fragments = groupRows(visible).flatMap(splitAtGutter);
  const pages = [...new Set(fragments.map((fragment) => fragment.page))].sort((a, b) => a - b);
  return pages.flatMap((page) =>
    orderPage(fragments.filter((fragment) => fragment.page === page)).map(toLine),
  );
}
