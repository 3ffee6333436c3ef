/**
 * A module marked 'use client' is bundled for the browser: it may not import src/server (by the
 * `@/server/` alias or a relative path). What it imports through a module without the mark is
 * caught at build time by the 'server-only' import every src/server module starts with.
 */
export const noServerInClient = {
  meta: { type: 'problem', messages: { server: "A 'use client' module may not import src/server ({{source}}): it would reach the browser." } },
  create(context) {
    const program = context.sourceCode.ast;
    const isClient = program.body.some((node) => node.type === 'ExpressionStatement' && node.directive === 'use client');
    if (!isClient) return {};
    const here = context.filename.replace(/\\/g, '/');
    const serverDir = `${new URL('../src/server/', import.meta.url).pathname}`;
    const reachesServer = (source) => {
      if (source.startsWith('@/server/')) return true;
      if (!source.startsWith('.')) return false;
      return new URL(source, `file://${here}`).pathname.startsWith(serverDir);
    };
    const check = (node) => {
      if (node.importKind === 'type' || node.exportKind === 'type') return;
      if (node.source && typeof node.source.value === 'string' && reachesServer(node.source.value)) {
        context.report({ node, messageId: 'server', data: { source: node.source.value } });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
