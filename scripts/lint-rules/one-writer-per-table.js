import { readFileSync } from 'node:fs';
import path from 'node:path';

// Each table has one writer (architecture §3 rule 3, docs/decisions/021 and 040). The record of
// who that is lives beside the schema, in src/server/db/table-owners.json; this rule refuses an
// insert, update or delete of a schema table (`executor.insert(dispatches)`) from a file of any
// other module or folder. Reads are anyone's (decision 021: only writes and rules are owned).

const root = path.resolve(import.meta.dirname, '../..');

/** @type {{ owners: Record<string, string>, seeders: string[] }} */
export const tableOwners = JSON.parse(
  readFileSync(path.join(root, 'src/server/db/table-owners.json'), 'utf8'),
);

const WRITES = new Set(['insert', 'update', 'delete']);

/**
 * Who a file writes as: its module (`src/server/modules/<module>/…`), else its folder under
 * src/server (`jobs`, `integrations/photo-storage`); undefined outside src/server.
 */
export function writerOf(filename) {
  const file = path.relative(root, filename).split(path.sep).join('/');
  const inModule = /^src\/server\/modules\/([^/]+)\//.exec(file);
  if (inModule) return inModule[1];
  if (!file.startsWith('src/server/')) return undefined;
  return path.posix.dirname(file.slice('src/server/'.length));
}

/** The variable an identifier names, from the innermost scope outward. */
function variableOf(scope, name) {
  for (let current = scope; current; current = current.upper) {
    const variable = current.set.get(name);
    if (variable) return variable;
  }
  return undefined;
}

function isSchemaImport(variable) {
  const definition = variable?.defs[0];
  return (
    definition?.type === 'ImportBinding' &&
    /(^|\/)db\/schema\.ts$/.test(String(definition.parent.source.value))
  );
}

export const oneWriterPerTable = {
  meta: {
    type: 'problem',
    docs: { description: 'Each table has one writing module (docs/decisions/040).' },
    messages: {
      notOwner:
        "'{{table}}' is written by {{owner}} alone (src/server/db/table-owners.json): call its service instead of writing it from {{writer}} (docs/decisions/040).",
      unlisted:
        "'{{table}}' has no owner in src/server/db/table-owners.json: name the one module that writes it.",
    },
    schema: [],
  },
  create(context) {
    const writer = writerOf(context.filename);
    if (writer === undefined) return {};
    return {
      CallExpression(node) {
        const { callee } = node;
        if (callee.type !== 'MemberExpression' || callee.computed) return;
        if (callee.property.type !== 'Identifier' || !WRITES.has(callee.property.name)) return;
        const [table] = node.arguments;
        if (table?.type !== 'Identifier') return;
        const scope = context.sourceCode.getScope(node);
        if (!isSchemaImport(variableOf(scope, table.name))) return;
        const owner = tableOwners.owners[table.name];
        if (owner === undefined) {
          context.report({ node: table, messageId: 'unlisted', data: { table: table.name } });
        } else if (owner !== writer) {
          context.report({
            node: table,
            messageId: 'notOwner',
            data: { table: table.name, owner, writer },
          });
        }
      },
    };
  },
};
