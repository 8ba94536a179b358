import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MESSAGES } from '@shop/i18n';
import { describe, expect, it } from 'vitest';
import { PAGE_NAMESPACES } from './messages.server';

/**
 * Every text a page shows must reach its browser: a namespace a page's components use is either
 * the shell's (the root loader sends it to every page) or sent by that page's loader
 * (`pageMessages`). Read from the sources: the route modules of routes.ts, the modules they
 * import (transitively, within app/; `.server` modules never render), the keys they name.
 */

const APP = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NAMESPACES = Object.keys(MESSAGES.en);
const PAGE = new Set<string>(PAGE_NAMESPACES);

const read = (file: string) => readFileSync(file, 'utf8');

/** The module an import names, or null (a package, a server module, an asset). */
function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) {
      return /\.server(\.tsx?)?$/.test(candidate) ? null : candidate;
    }
  }
  return null;
}

interface Module {
  /** Top-level declarations by name, each its source text. */
  declarations: Map<string, string>;
  /** Local name → the module and the name it imports (`*`: the whole module). */
  imports: Map<string, { file: string; name: string }>;
  /** Modules it re-exports (`export … from`). */
  reexports: string[];
  source: string;
}

const DECLARATION =
  /^(?:export\s+)?(?:default\s+)?(?:async\s+)?(?:function\*?|const|let|class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/;

const modules = new Map<string, Module>();

/** A module's top-level declarations and its imports (not `import type`), read with regexes. */
export function parseModule(file: string, source = read(file)): Module {
  const cached = modules.get(file);
  if (cached) return cached;
  const declarations = new Map<string, string>();
  let current: string | null = null;
  for (const line of source.split('\n')) {
    const name = DECLARATION.exec(line)?.[1];
    if (name) current = /^export\s+default\b/.test(line) ? 'default' : name;
    else if (/^(?:import|export)\b/.test(line)) current = null;
    if (current !== null) declarations.set(current, `${declarations.get(current) ?? ''}${line}\n`);
  }
  const imports = new Map<string, { file: string; name: string }>();
  for (const m of source.matchAll(/^import\s+(?!type\s)([^'";]*?)\s+from\s+['"]([^'"]+)['"]/gm)) {
    const target = resolveImport(file, m[2] ?? '');
    if (!target) continue;
    const clause = m[1] ?? '';
    const named = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
    for (const part of named.split(',')) {
      const [imported, local] = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/);
      if (imported && !part.trim().startsWith('type '))
        imports.set(local ?? imported, { file: target, name: imported });
    }
    const defaultName = /^([A-Za-z_$][\w$]*)/.exec(clause)?.[1];
    if (defaultName) imports.set(defaultName, { file: target, name: 'default' });
    const namespace = /\*\s+as\s+([A-Za-z_$][\w$]*)/.exec(clause)?.[1];
    if (namespace) imports.set(namespace, { file: target, name: '*' });
  }
  const reexports = [...source.matchAll(/^export\s+(?!type\s)[^'";]*?from\s+['"]([^'"]+)['"]/gm)].flatMap(
    (m) => resolveImport(file, m[1] ?? '') ?? [],
  );
  const module = { declarations, imports, reexports, source };
  modules.set(file, module);
  return module;
}

/** The namespaces whose keys a source names: 'cart.empty', `checkout.${x}`, messages.error. */
export function namespacesIn(source: string): Set<string> {
  const used = new Set<string>();
  for (const namespace of NAMESPACES) {
    const key = new RegExp(`['"\`]${namespace}\\.[A-Za-z_$]|\\bmessages\\??\\.${namespace}\\b`);
    if (key.test(source)) used.add(namespace);
  }
  return used;
}

const mentions = (text: string, name: string) =>
  new RegExp(`(?<![\\w$.])${name.replace(/\$/g, '\\$')}(?![\\w$])`).test(text);

/**
 * The namespaces a module (all of it: `*`) or some of its exports use, following what the used
 * code names: other declarations of its module and the imported ones, each with the file using it.
 */
function namespacesOfTree(entry: string, names: string[] = ['*']): Map<string, string> {
  const found = new Map<string, string>();
  const seen = new Set<string>();
  const queue = names.map((name) => ({ file: entry, name }));
  while (queue.length > 0) {
    const { file, name } = queue.shift() as { file: string; name: string };
    if (seen.has(`${file}#${name}`) || seen.has(`${file}#*`)) continue;
    seen.add(`${file}#${name}`);
    const module = parseModule(file);
    const text = name === '*' ? module.source : module.declarations.get(name);
    // A name it does not declare (a re-export): the whole module.
    if (text === undefined) {
      queue.push({ file, name: '*' });
      continue;
    }
    for (const namespace of namespacesIn(text)) if (!found.has(namespace)) found.set(namespace, file);
    for (const other of module.declarations.keys()) {
      if (other !== name && other !== 'default' && mentions(text, other)) queue.push({ file, name: other });
    }
    for (const [local, target] of module.imports) if (mentions(text, local)) queue.push(target);
    for (const m of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) {
      const target = resolveImport(file, m[1] ?? '');
      if (target) queue.push({ file: target, name: '*' });
    }
    if (name === '*') for (const target of module.reexports) queue.push({ file: target, name: '*' });
  }
  return found;
}

/** The namespaces a route module's loader sends: `pageMessages(locale, ['a', 'b'])`. */
export function sentBy(source: string): Set<string> {
  const sent = new Set<string>();
  for (const call of source.matchAll(/pageMessages\([^,]+,\s*\[([^\]]*)\]/g)) {
    for (const name of (call[1] ?? '').matchAll(/['"](\w+)['"]/g)) if (name[1]) sent.add(name[1]);
  }
  return sent;
}

interface RouteModule {
  file: string;
  /** The layouts around it, innermost first (files). */
  parents: string[];
}

/** The route modules of routes.ts with their layouts (a `route(..., [` opens children, `])` closes). */
function routeModules(): RouteModule[] {
  const modules: RouteModule[] = [];
  const stack: string[] = [];
  for (const line of read(path.join(APP, 'routes.ts')).split('\n')) {
    const module = /\b(?:route|index|layout)\([^)]*?['"](routes\/[^'"]+)['"]/.exec(line)?.[1];
    if (module) {
      const file = path.join(APP, module);
      modules.push({ file, parents: [...stack].reverse() });
      if (/\[\s*$/.test(line)) stack.push(file);
    } else if (/^\s*\]\s*\)/.test(line)) stack.pop();
  }
  return modules;
}

const relative = (file: string) => path.relative(APP, file);
const ROUTES = routeModules();
/** Route modules that render a page (a default export); the others answer data or redirects. */
const PAGES = ROUTES.filter((route) => /^export default function/m.test(read(route.file)));

describe('every page carries the texts it shows', () => {
  it('reads the route map and the sources (the check itself works)', () => {
    expect(PAGES.length).toBeGreaterThan(30);
    const orders = PAGES.find((route) => route.file.endsWith('routes/account/my-orders.tsx'));
    expect(orders?.parents.map(relative)).toEqual(['routes/account/layout.tsx', 'routes/lang-layout.tsx']);
    expect(namespacesIn(`t('checkout.title'); t(\`auth.\${x}\`); data.messages.error; '/orders'`)).toEqual(
      new Set(['checkout', 'auth', 'error']),
    );
    expect(sentBy(`messages: pageMessages(shop.locale, ['checkout', "orders"]),`)).toEqual(
      new Set(['checkout', 'orders']),
    );
    expect(
      [...parseModule(path.join(APP, 'root.tsx')).imports.values()].map(({ file }) => relative(file)),
    ).toContain('components/layout/app-shell.tsx');
    // Only what a page uses of a module counts: StatusBadge names no page's key (only the shell's,
    // through <Text>), ServiceBadge orders', OrderTotals checkout's.
    const badges = path.join(APP, 'components/orders/badges.tsx');
    expect([...namespacesOfTree(badges, ['StatusBadge']).keys()].filter((n) => PAGE.has(n))).toEqual([]);
    expect([...namespacesOfTree(badges, ['ServiceBadge']).keys()]).toContain('orders');
    const totals = path.join(APP, 'components/orders/order-totals.tsx');
    expect([...namespacesOfTree(totals, ['OrderTotals']).keys()]).toContain('checkout');
    expect(namespacesOfTree(path.join(APP, 'routes/checkout/checkout.tsx')).has('checkout')).toBe(true);
  });

  it('the shell (root, the language layout and all they render) uses no page namespace', () => {
    for (const shell of ['root.tsx', 'routes/lang-layout.tsx']) {
      const used = namespacesOfTree(path.join(APP, shell));
      const missing = [...used].filter(([namespace]) => PAGE.has(namespace));
      expect(
        missing.map(([namespace, file]) => `${shell}: ${relative(file)} uses page namespace "${namespace}"`),
      ).toEqual([]);
    }
  });

  it('each page namespace a page uses is sent by its loader (or the nearest layout that sends texts)', () => {
    const problems: string[] = [];
    for (const route of PAGES) {
      // I18nProvider takes the deepest matched route that sent texts: the page's own, else a layout's.
      const senders = [route.file, ...route.parents].map((file) => sentBy(read(file)));
      const sent = senders.find((names) => names.size > 0) ?? new Set<string>();
      for (const [namespace, file] of namespacesOfTree(route.file)) {
        if (PAGE.has(namespace) && !sent.has(namespace)) {
          problems.push(
            `${relative(route.file)} shows "${namespace}" (${relative(file)}) but its loader does not send it`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('no loader sends a namespace the shell already carries', () => {
    const problems = ROUTES.flatMap((route) =>
      [...sentBy(read(route.file))]
        .filter((namespace) => !PAGE.has(namespace))
        .map((namespace) => `${relative(route.file)} sends "${namespace}", not a page namespace`),
    );
    expect(problems).toEqual([]);
  });
});
