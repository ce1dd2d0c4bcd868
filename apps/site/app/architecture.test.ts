import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * The house's arrows (ARCHITECTURE.md, decision 025), read from the import graph of app/:
 * - a feature (features/<name>/) imports platform, content and its own folder, never another feature;
 * - platform (platform/ and the root modules below) and content (page copy, and the blocks that render it:
 *   components/content, components/site-pages) import only each other;
 * - a test may also import the composition layer, to render its page in the site's frame;
 * - the composition layer above them (root, entry, routes.ts, layouts, content pages, site components, lib/)
 *   may import anything;
 * - no file circle through value imports (type-only imports are erased and cannot form one at run time).
 */

const appDir = fileURLToPath(new URL('.', import.meta.url));
/**
 * Root modules that belong to the platform: the server-only modules at app/ (the configuration, the request context
 * every handler reads, and the settings read at build and start). entry.server.tsx is the composition's.
 */
const isPlatformRootFile = (file: string) => /^[^/]+\.server\.ts$/.test(file);

interface Edge {
  to: string;
  specifier: string;
  typeOnly: boolean;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

const files = sourceFiles(appDir).map((file) => path.relative(appDir, file).split(path.sep).join('/'));
const known = new Set(files);

function resolve(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('~/')) base = specifier.slice(2);
  else if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(from), specifier);
  else return undefined;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (known.has(candidate)) return candidate;
  }
  return undefined;
}

function edgesOf(file: string): Edge[] {
  const text = readFileSync(path.join(appDir, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const edges: Edge[] = [];
  const add = (specifier: string, typeOnly: boolean) => {
    const to = resolve(file, specifier);
    if (to) edges.push({ to, specifier, typeOnly });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node.moduleSpecifier.text, node.importClause?.isTypeOnly ?? false);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node.moduleSpecifier.text, node.isTypeOnly);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      // A dynamic import loads lazily: it counts for the arrows, not for circles.
      add(node.arguments[0].text, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edges;
}

const graph = new Map(files.map((file) => [file, edgesOf(file)]));

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

type Layer = { kind: 'platform' } | { kind: 'content' } | { kind: 'feature'; name: string } | { kind: 'composition' };

function layerOf(file: string): Layer {
  if (file.startsWith('platform/') || isPlatformRootFile(file)) return { kind: 'platform' };
  const feature = /^features\/([^/]+)\//.exec(file);
  if (feature) return { kind: 'feature', name: feature[1]! };
  if (/^(content|components\/content|components\/site-pages)\//.test(file) && !isTest(file)) return { kind: 'content' };
  return { kind: 'composition' };
}

function allowed(fromFile: string, to: Layer): boolean {
  const from = layerOf(fromFile);
  if (from.kind === 'composition') return true;
  // A test may render its page in the site's frame (root, layouts, test support); never through another feature.
  if (isTest(fromFile) && to.kind === 'composition') return true;
  if (to.kind === 'platform' || to.kind === 'content') return true;
  return from.kind === 'feature' && to.kind === 'feature' && from.name === to.name;
}

/** Every import that breaks the arrows, as "from → to (specifier)". */
function boundaryViolations(edges: Map<string, Edge[]>): string[] {
  const out: string[] = [];
  for (const [from, list] of edges) {
    for (const edge of list) {
      if (!allowed(from, layerOf(edge.to))) out.push(`${from} → ${edge.to} ('${edge.specifier}')`);
    }
  }
  return out.sort();
}

/** Every circle of value imports, each as its files in order (strongly connected components of more than one). */
function valueCycles(edges: Map<string, Edge[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  let counter = 0;
  const connect = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter++;
    stack.push(file);
    onStack.add(file);
    for (const edge of edges.get(file) ?? []) {
      if (edge.typeOnly) continue;
      if (!index.has(edge.to)) {
        connect(edge.to);
        low.set(file, Math.min(low.get(file)!, low.get(edge.to)!));
      } else if (onStack.has(edge.to)) low.set(file, Math.min(low.get(file)!, index.get(edge.to)!));
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      const selfImport = (edges.get(file) ?? []).some((edge) => edge.to === file && !edge.typeOnly);
      if (component.length > 1 || selfImport) cycles.push(component.sort());
    }
  };
  for (const file of [...edges.keys()].sort()) if (!index.has(file)) connect(file);
  return cycles;
}

describe('the import graph of app/', () => {
  it('finds the modules it checks', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((file) => file.startsWith('features/'))).toBe(true);
    expect(files.some((file) => file.startsWith('platform/'))).toBe(true);
  });

  it('has features import only platform, content and their own folder, and platform only platform and content', () => {
    expect(boundaryViolations(graph)).toEqual([]);
  });

  it('has no circle of value imports between files', () => {
    expect(valueCycles(graph)).toEqual([]);
  });

  it('reports a feature reaching into another, and a circle, when there is one', () => {
    const sample = new Map<string, Edge[]>([
      [
        'features/a/x.ts',
        [
          {
            to: 'features/b/y.ts',
            specifier: '~/features/b/y',
            typeOnly: true,
          },
        ],
      ],
      ['features/b/y.ts', [{ to: 'features/b/z.ts', specifier: './z', typeOnly: false }]],
      ['features/b/z.ts', [{ to: 'features/b/y.ts', specifier: './y', typeOnly: false }]],
      [
        'platform/p.ts',
        [
          {
            to: 'lib/bootstrap.server.ts',
            specifier: '~/lib/bootstrap.server',
            typeOnly: false,
          },
        ],
      ],
    ]);
    expect(boundaryViolations(sample)).toEqual([
      "features/a/x.ts → features/b/y.ts ('~/features/b/y')",
      "platform/p.ts → lib/bootstrap.server.ts ('~/lib/bootstrap.server')",
    ]);
    expect(valueCycles(sample)).toEqual([['features/b/y.ts', 'features/b/z.ts']]);
  });
});
