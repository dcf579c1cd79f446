// A small ESLint rule: which folders of a source tree may import which (eslint-plugin-import's
// no-restricted-paths, without a resolver: only relative imports cross folders in apps/web).
import path from 'node:path';

/** The zone of a file: its first folder under root, and for an isolated folder the next one. */
function zoneOf(file, root, isolated) {
  const relative = path.relative(root, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [top, second] = relative.split(path.sep);
  return { top, unit: isolated.includes(top) && second ? `${top}/${second}` : top };
}

/** @type {import('eslint').Rule.RuleModule} */
export const importZones = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep the layers of a source tree one-way (shared → features → app).' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          // Folders whose subfolders may not import each other (features/a ↛ features/b).
          isolated: { type: 'array', items: { type: 'string' } },
          // top folder → the top folders it must not import.
          forbidden: { type: 'object', additionalProperties: { type: 'array' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      forbidden: '{{from}}/ must not import {{to}}/ ({{source}}): shared code flows one way.',
      sibling: '{{from}} must not import {{to}} ({{source}}): features never import each other.',
    },
  },
  create(context) {
    const { root: rootOption, isolated = [], forbidden = {} } = context.options[0] ?? {};
    const root = path.resolve(context.cwd, rootOption);
    const importer = zoneOf(context.filename, root, isolated);
    if (!importer) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = zoneOf(path.resolve(path.dirname(context.filename), source), root, isolated);
      if (!target) return;
      if ((forbidden[importer.top] ?? []).includes(target.top)) {
        context.report({
          node,
          messageId: 'forbidden',
          data: { from: importer.top, to: target.top, source },
        });
      } else if (isolated.includes(target.top) && target.unit !== importer.unit) {
        if (importer.top !== target.top) return;
        context.report({
          node,
          messageId: 'sibling',
          data: { from: importer.unit, to: target.unit, source },
        });
      }
    };
    const fromSource = (node) => node.source && check(node, node.source.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
