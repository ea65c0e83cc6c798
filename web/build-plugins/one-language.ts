import fs from 'node:fs';
import path from 'node:path';
import type { Locale } from '@teater/contract';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function* nodesOf(node: unknown, type: string): Generator<Node> {
  if (Array.isArray(node)) {
    for (const child of node) yield* nodesOf(child, type);
    return;
  }
  if (!isNode(node)) return;
  if (node.type === type) yield node;
  for (const [key, child] of Object.entries(node)) if (key !== 'type') yield* nodesOf(child, type);
}

const calleeName = (call: Node) => {
  const callee = call.callee;
  return isNode(callee) && callee.type === 'Identifier' ? (callee.name as string) : undefined;
};

const CONTRACT_SOURCE = /[\\/]contract[\\/]src[\\/].*\.ts$/;
/** The catalogs of fixed texts: objects keyed by an Indonesian text (contract/src/i18n/en). */
const CATALOG_SOURCE = /[\\/]contract[\\/]src[\\/]i18n[\\/]en[\\/][\w-]+\.ts$/;

/** The code of the Indonesian islands build (built first): every fixed text the islands may show. */
function indonesianCode(manifestFile: string) {
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, { file: string }>;
  const folder = path.dirname(path.dirname(manifestFile));
  return Object.values(manifest)
    .map((chunk) => fs.readFileSync(path.join(folder, chunk.file), 'utf8'))
    .join('\n');
}

/** Whether a text is written as a string in minified code (quoted any way a minifier may). */
const writtenIn = (code: string, text: string) =>
  [`\`${text}\``, JSON.stringify(text), `'${text.replaceAll("'", "\\'")}'`].some((quoted) => code.includes(quoted));

/**
 * Leaves out of a catalog the entries whose Indonesian text the islands do not hold: a text read
 * through the catalog is written somewhere in the islands' own code (a definition, a menu), and the
 * Indonesian build, the same code with Indonesian texts, holds every one of them.
 */
function pruneCatalog(code: string, program: unknown, keep: (text: string) => boolean, out: MagicString) {
  for (const object of nodesOf(program, 'ObjectExpression')) {
    const kept = (object.properties as Node[]).filter((property) => {
      const key = property.key as Node | undefined;
      const text = key?.type === 'Literal' ? key.value : key?.type === 'Identifier' ? key.name : undefined;
      return property.type !== 'Property' || typeof text !== 'string' || keep(text);
    });
    const entries = kept.map((property) => code.slice(property.start, property.end));
    out.overwrite(object.start, object.end, `{${entries.join(',')}}`);
  }
}

/**
 * Builds the islands for one language (decision 031): a page loads the islands build of its
 * `<html lang>`, so its text areas carry one language, not two. Rewrites the contract's
 * `localized(area, indonesian, english)` so the other language's object is no longer imported (the
 * contract has no side effects: the unused import is dropped). The Indonesian build also leaves the
 * English catalog of fixed texts out (`registerCatalog`), which Indonesian pages never read; the
 * English build keeps of it the texts the Indonesian build holds (`pruneCatalog`), keyed by the
 * Indonesian texts the definitions are written in: it needs the Indonesian build made first.
 */
export function oneLanguage(locale: Locale, indonesianManifest: string): Plugin {
  let indonesian = '';
  return {
    name: 'teater:one-language',
    buildStart() {
      if (locale === 'en') indonesian = indonesianCode(indonesianManifest);
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!CONTRACT_SOURCE.test(file)) return undefined;
      const catalog = locale === 'en' && CATALOG_SOURCE.test(file);
      if (!catalog && !code.includes('localized(') && !code.includes('registerCatalog(')) return undefined;
      const out = new MagicString(code);
      const program = this.parse(code);
      if (catalog) pruneCatalog(code, program, (text) => writtenIn(indonesian, text), out);
      for (const call of nodesOf(program, 'CallExpression')) {
        const name = calleeName(call);
        const args = call.arguments as Node[];
        if (name === 'localized' && args.length === 3) {
          const [, indonesian, english] = args as [Node, Node, Node];
          if (locale === 'id') out.overwrite(english.start, english.end, '{}');
          else out.overwrite(indonesian.start, indonesian.end, code.slice(english.start, english.end));
        } else if (name === 'registerCatalog' && args.length === 1 && locale === 'id') {
          const [catalog] = args as [Node];
          out.overwrite(catalog.start, catalog.end, '{}');
        }
      }
      return out.hasChanged() ? { code: out.toString(), map: out.generateMap({ hires: true }) } : undefined;
    },
  };
}
