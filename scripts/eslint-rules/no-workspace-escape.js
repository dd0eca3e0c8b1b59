import path from 'node:path';

/** The folders that are workspaces, relative to the repository root. */
const workspacePattern = /^(apps\/[^/]+|packages\/[^/]+|e2e)(\/|$)/;

/** Returns the workspace folder (e.g. `packages/catalog`) that holds `file`, or null outside any. */
function findWorkspace(root, file) {
  const relative = path.relative(root, file).split(path.sep).join('/');
  return workspacePattern.exec(relative)?.[1] ?? null;
}

/**
 * Refuses a relative import whose path leaves its own workspace. The check is on the path itself, not
 * on what it resolves to, so `../../matcher/src/x` is caught even when no such file exists yet.
 */
export const noWorkspaceEscape = {
  meta: {
    type: 'problem',
    docs: { description: 'Import other workspaces by package name, never by a relative path.' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, required: ['root'] }],
    messages: {
      escape:
        '"{{source}}" leaves {{workspace}}: import other workspaces by package name (docs/architecture.md).',
    },
  },
  create(context) {
    const root = context.options[0].root;
    const workspace = findWorkspace(root, context.physicalFilename);
    if (workspace === null) return {};
    const workspaceDir = path.join(root, workspace);

    function check(node) {
      const source =
        node?.type === 'Literal'
          ? node.value
          : node?.expressions?.length === 0
            ? node.quasis[0].value.cooked
            : undefined;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.physicalFilename), source);
      if (target === workspaceDir || target.startsWith(workspaceDir + path.sep)) return;
      context.report({ node, messageId: 'escape', data: { source, workspace } });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.argument?.literal ?? node.source),
    };
  },
};
