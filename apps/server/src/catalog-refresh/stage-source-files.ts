import type { SourceFile } from '@venuescout/catalog';
import { ArchiveError, quotePath } from './archive-error.ts';
import type { LayoutMapping } from './upstream-sources.ts';

// Strict so a binary or mis-encoded file is refused rather than imported with U+FFFD in it; the BOM is
// kept because readFile(..., 'utf8') keeps it, and staged files must read exactly like a checkout.
const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** Maps archive files through a source's layout and decodes them as UTF-8, sorted like a folder read. */
export function stageSourceFiles(files: Map<string, Uint8Array>, layout: LayoutMapping[]): SourceFile[] {
  const staged = new Map<string, SourceFile>();
  for (const [path, bytes] of files) {
    const target = mapPath(path, layout);
    if (target === null) continue;
    if (staged.has(target)) {
      throw new ArchiveError('unsafe-path', `two archive files map to ${quotePath(target)}`);
    }
    let text: string;
    try {
      text = decoder.decode(bytes);
    } catch {
      throw new ArchiveError('not-text', `file ${quotePath(path)} is not UTF-8 text`);
    }
    staged.set(target, { path: target, text });
  }
  if (staged.size === 0) {
    const expected = layout.map((mapping) => mapping.from || '(any file)').join(', ');
    throw new ArchiveError('empty', `the archive holds none of the files this source needs (${expected})`);
  }
  // Plain sort, as readSourceFolder sorts, so staged and checked-out folders import in the same order.
  return [...staged.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** Builds readTarGz's `isWanted` for a layout: keeps exactly the files staging will use. */
export function isWantedBy(layout: LayoutMapping[]): (path: string) => boolean {
  return (path) => mapPath(path, layout) !== null;
}

function mapPath(path: string, layout: LayoutMapping[]): string | null {
  for (const { from, to } of layout) {
    const isPrefix = from === '' || from.endsWith('/');
    if (isPrefix ? path.startsWith(from) && path.length > from.length : path === from) {
      return isPrefix ? to + path.slice(from.length) : to;
    }
  }
  return null;
}
