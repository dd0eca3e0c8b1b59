import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const sourceExtensions = ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs'];

/** Each file's relative imports, kept while the file's modification time stays the same. */
const importCache = new Map();

/** Returns the source file a relative specifier names, or null when it is not a source file we read. */
function resolveRelative(fromFile, specifier) {
  const bare = path.resolve(path.dirname(fromFile), specifier.replace(/[?#].*$/, ''));
  // TypeScript sources import each other as `./x.js`; the file on disk is `./x.ts`.
  const withoutJs = bare.replace(/\.(m?js|jsx)$/, '');
  const candidates = [
    bare,
    ...sourceExtensions.map((extension) => withoutJs + extension),
    ...sourceExtensions.map((extension) => path.join(bare, `index${extension}`)),
  ];
  for (const candidate of candidates) {
    if (!sourceExtensions.includes(path.extname(candidate))) continue;
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // Not this candidate; try the next.
    }
  }
  return null;
}

/** Lists the files `file` imports by relative path, type-only and dynamic imports included. */
function listImportedFiles(file, text) {
  const cached = importCache.get(file);
  let mtime = -1;
  if (text === undefined) {
    try {
      mtime = statSync(file).mtimeMs;
    } catch {
      return [];
    }
    if (cached?.mtime === mtime) return cached.files;
    text = readFileSync(file, 'utf8');
  }
  const { importedFiles } = ts.preProcessFile(text, true, true);
  const files = importedFiles
    .map(({ fileName }) => (fileName.startsWith('.') ? resolveRelative(file, fileName) : null))
    .filter((target) => target !== null);
  if (mtime !== -1) importCache.set(file, { mtime, files });
  return files;
}

/** Finds a path of imports from `start` back to `file`, or null when there is none. */
function findPathBack(start, file) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    for (const next of listImportedFiles(current)) {
      if (next === file) {
        const route = [current];
        for (let step = previous.get(current); step !== null; step = previous.get(step)) route.unshift(step);
        return route;
      }
      if (previous.has(next)) continue;
      previous.set(next, current);
      queue.push(next);
    }
  }
  return null;
}

/**
 * Refuses an import cycle, type-only imports included: `import-x/no-cycle` skips those, yet a type
 * cycle still ties two modules together and is the first step towards a value cycle.
 */
export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles between relative imports, including type-only ones.' },
    schema: [],
    messages: { cycle: 'Import cycle: {{route}}. Move what both files need to a file of its own.' },
  },
  create(context) {
    const file = context.physicalFilename;
    if (!path.isAbsolute(file)) return {};
    const root = context.cwd;

    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = resolveRelative(file, source);
      if (target === null || target === file) return;
      const back = findPathBack(target, file);
      if (back === null) return;
      const route = [file, ...back, file].map((step) => path.relative(root, step)).join(' → ');
      context.report({ node, messageId: 'cycle', data: { route } });
    }

    const literal = (node) =>
      node?.type === 'Literal'
        ? node.value
        : node?.expressions?.length === 0
          ? node.quasis[0].value.cooked
          : undefined;
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => check(node.source, literal(node.source)),
    };
  },
};
