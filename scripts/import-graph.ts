/**
 * The import graph as esbuild resolves it (the parser and resolver of our build), as real file
 * paths: the ground the boundary checks stand on (scripts/feature-boundaries.ts for the web's
 * features, scripts/capability-boundaries.ts for the server's capabilities).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type Crossing = { from: string; to: string; specifier: string };
/** A file's part (a feature, a capability) and whether other parts may import the file. */
export type Part = { name: string; isPublic: boolean };
type Inputs = esbuild.Metafile['inputs'];

/** The files git knows below `folder` (tracked, or new and not ignored). */
export const sourcesBelow = (folder: string) =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', folder], {
    cwd: root,
    encoding: 'utf8',
  }).split('\n');

/** Every file the entry points reach, with what each imports. */
export async function importsOf(
  entryPoints: string[],
  options: Pick<esbuild.BuildOptions, 'platform' | 'tsconfig' | 'loader'>,
): Promise<Inputs> {
  const { metafile } = await esbuild.build({
    absWorkingDir: root,
    entryPoints,
    bundle: true,
    write: false,
    metafile: true,
    outdir: 'unused',
    packages: 'external',
    format: 'esm',
    logLevel: 'silent',
    ...options,
  });
  return metafile.inputs;
}

/** Every import from one part into another part's file that is not public. */
export function crossingsOf(inputs: Inputs, partOf: (file: string) => Part | undefined): Crossing[] {
  const crossings: Crossing[] = [];
  for (const [from, input] of Object.entries(inputs)) {
    const source = partOf(from);
    if (!source) continue;
    for (const imported of input.imports) {
      const target = partOf(imported.path);
      if (target && target.name !== source.name && !target.isPublic) {
        crossings.push({ from, to: imported.path, specifier: imported.original ?? imported.path });
      }
    }
  }
  return crossings;
}

/**
 * The loops between parts: groups of parts that import each other, each with one import that
 * closes it. None means the parts stand on floors, every import running down.
 */
export function loopsOf(inputs: Inputs, partOf: (file: string) => string | undefined) {
  const edges = new Map<string, Map<string, string>>();
  for (const [from, input] of Object.entries(inputs)) {
    const source = partOf(from);
    if (!source) continue;
    for (const imported of input.imports) {
      const target = partOf(imported.path);
      if (!target || target === source) continue;
      const out = edges.get(source) ?? new Map<string, string>();
      if (!out.has(target)) out.set(target, `${from} -> ${imported.path}`);
      edges.set(source, out);
    }
  }
  // Tarjan's strongly connected components
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const loops: { parts: string[]; imports: string[] }[] = [];
  const visit = (part: string) => {
    index.set(part, index.size);
    low.set(part, index.get(part) ?? 0);
    stack.push(part);
    for (const next of edges.get(part)?.keys() ?? []) {
      if (!index.has(next)) visit(next);
      if (stack.includes(next)) low.set(part, Math.min(low.get(part) ?? 0, low.get(next) ?? 0));
    }
    if (low.get(part) !== index.get(part)) return;
    const parts: string[] = [];
    for (let top = stack.pop(); top !== undefined; top = top === part ? undefined : stack.pop()) parts.push(top);
    if (parts.length < 2) return;
    const inside = new Set(parts);
    const imports = parts.flatMap((p) => [...(edges.get(p) ?? [])].filter(([t]) => inside.has(t)).map(([, i]) => i));
    loops.push({ parts: parts.sort(), imports: imports.sort() });
  };
  for (const part of edges.keys()) if (!index.has(part)) visit(part);
  return loops;
}
