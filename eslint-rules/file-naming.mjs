import path from 'node:path';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const PASCAL = /^[A-Z][A-Za-z0-9]*$/;
// A component's name: a capital then a lower-case letter (SCREAMING_CASE constants are not components).
const COMPONENT = /^[A-Z][a-z]/;
const SCRIPT = /\.(js|jsx|mjs|cjs|ts|tsx|mts|cts)$/;

/** The names a file exports by name (not types, not re-exports). */
function exportedNames(program) {
  const names = [];
  for (const node of program.body) {
    if (node.type !== 'ExportNamedDeclaration' || !node.declaration) continue;
    const { declaration } = node;
    if (declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') names.push(declaration.id.name);
    if (declaration.type === 'VariableDeclaration') {
      for (const declarator of declaration.declarations) if (declarator.id.type === 'Identifier') names.push(declarator.id.name);
    }
  }
  return names;
}

/** What is wrong with a file's name, or null. `file` is relative to the project, with / separators. */
function namingProblem(file, program) {
  const base = path.posix.basename(file);
  const stem = base.slice(0, base.indexOf('.'));
  const isTsx = base.endsWith('.tsx') && !base.endsWith('.d.tsx');
  const inComponents = path.posix.dirname(file).split('/').includes('components');
  const components = exportedNames(program).filter((name) => COMPONENT.test(name));

  if (inComponents) {
    if (isTsx && PASCAL.test(stem)) return null;
    return `components/ holds React components only, each in a PascalCase .tsx file: move "${base}" beside the components (kebab-case) or name it after its component.`;
  }
  if (isTsx && PASCAL.test(stem)) {
    const hasDefault = program.body.some((node) => node.type === 'ExportDefaultDeclaration');
    if (components.length > 0 || hasDefault) return null;
    return `"${base}" is named like a component file (PascalCase) but exports no component: name it in kebab-case.`;
  }
  if (!KEBAB.test(stem)) {
    return isTsx
      ? `"${base}": a component file is PascalCase.tsx (named after its component); every other file is kebab-case.`
      : `"${base}": files other than React component files are kebab-case (e.g. "${toKebab(stem)}${base.slice(stem.length)}").`;
  }
  if (isTsx && components.length > 0) {
    return `"${base}" exports the component ${components[0]}: a component file is PascalCase.tsx, named after its component.`;
  }
  return null;
}

function toKebab(name) {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/_/g, '-').toLowerCase();
}

/**
 * One naming rule for the storefront's files: React component files are PascalCase.tsx, named after
 * their component; everything else (modules, hooks, route files, styles' helpers) is kebab-case;
 * a `components/` folder holds component files only. Options: `{ root, pending }` — `root` is the
 * project folder, `pending` lists files (relative to it) whose rename is still to come.
 */
export const fileNaming = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Component files PascalCase.tsx, every other file kebab-case, components/ only components' },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' }, pending: { type: 'array', items: { type: 'string' } } },
        required: ['root'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { root, pending = [] } = context.options[0];
    const file = path.relative(root, context.physicalFilename ?? context.filename).split(path.sep).join('/');
    if (!SCRIPT.test(file) || pending.includes(file)) return {};
    return {
      Program(program) {
        const problem = namingProblem(file, program);
        if (problem) context.report({ node: program, loc: { line: 1, column: 0 }, message: problem });
      },
    };
  },
};

export const storefrontRules = { rules: { 'file-naming': fileNaming } };
