/**
 * A module marked 'use client' is bundled for the browser: it may not import src/server or a
 * module's server part (src/modules/<name>/server/, server.ts), by the alias or a relative path.
 * What it imports through a module without the mark is caught at build time by the 'server-only'
 * import every server module starts with.
 */
export const noServerInClient = {
  meta: { type: 'problem', messages: { server: "A 'use client' module may not import src/server or a module's server part ({{source}}): it would reach the browser." } },
  create(context) {
    const program = context.sourceCode.ast;
    const isClient = program.body.some((node) => node.type === 'ExpressionStatement' && node.directive === 'use client');
    if (!isClient) return {};
    const here = context.filename.replace(/\\/g, '/');
    const serverDir = `${new URL('../src/server/', import.meta.url).pathname}`;
    const modulesServer = /\/src\/modules\/[^/]+\/server(?:[/.]|$)/;
    const reachesServer = (source) => {
      if (source.startsWith('@/server/') || /^@\/modules\/[^/]+\/server(?:\/|$)/.test(source)) return true;
      if (!source.startsWith('.')) return false;
      const target = new URL(source, `file://${here}`).pathname;
      return target.startsWith(serverDir) || modulesServer.test(target);
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
