/**
 * `layers/imports`: reports an import that crosses a layer the wrong way (`eslint/layers.js`).
 * Imports are relative or `@/`, so a path pattern on the import text cannot hold a rule: the
 * rule resolves each one to a path from the project root first.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LAYERS, LAYER_EXCEPTIONS } from './layers.js';

const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ALIASES = ['@/', '~/', '@@/', '~~/'];

const toPosix = (file) => file.split(path.sep).join('/');
const withoutExtension = (file) => file.replace(/\?.*$/, '').replace(/\.(tsx?|jsx?)$/, '');

/** A folder imported by its name is its `index` file: `'../api'` is `lib/api/index`. */
function folderIndex(file) {
  const absolute = path.join(PROJECT_ROOT, file);
  const isFolder = existsSync(absolute) && statSync(absolute).isDirectory();
  return isFolder ? `${file.replace(/\/$/, '')}/index` : file;
}

/** The imported file from the project root, or undefined for a package. */
export function resolveImport(importer, source) {
  const alias = ALIASES.find((prefix) => source.startsWith(prefix));
  if (alias) return folderIndex(withoutExtension(source.slice(alias.length)));
  if (!source.startsWith('.')) return undefined;
  const absolute = path.resolve(PROJECT_ROOT, path.dirname(importer), source);
  return folderIndex(withoutExtension(toPosix(path.relative(PROJECT_ROOT, absolute))));
}

const within = (file, prefixes = []) =>
  prefixes.some((prefix) => file === withoutExtension(prefix) || file.startsWith(prefix));

/**
 * The first layer rule `importer` → `target` breaks, unless it is a listed exception.
 * `typeOnly`: the import brings types alone (`import type`), which some layers let cross.
 */
export function brokenLayer(importer, target, typeOnly = false) {
  const excepted = LAYER_EXCEPTIONS.some(
    (exception) => exception.from === importer && exception.to === target,
  );
  if (excepted) return undefined;
  return LAYERS.find(
    (layer) =>
      within(importer, layer.files) &&
      !within(importer, layer.exempt) &&
      !(typeOnly && layer.typesAllowed) &&
      within(target, layer.forbidden) &&
      !within(target, layer.allowed),
  );
}

export const layerImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps imports inside the layers of eslint/layers.js' },
    schema: [],
    messages: { crosses: '{{target}} may not be imported here: {{because}} ({{layer}}).' },
  },
  create(context) {
    const importer = toPosix(path.relative(PROJECT_ROOT, context.physicalFilename));
    const check = (node) => {
      const source = node.source;
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = resolveImport(importer, source.value);
      const typeOnly =
        node.importKind === 'type' ||
        node.exportKind === 'type' ||
        (node.specifiers?.length > 0 &&
          node.specifiers.every((specifier) => specifier.importKind === 'type'));
      const layer = target && brokenLayer(importer, target, typeOnly);
      if (!layer) return;
      context.report({
        node: source,
        messageId: 'crosses',
        data: { target, because: layer.because, layer: layer.name },
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { imports: layerImports } };
