// Custom Elements Manifest of the dashboard elements (issue 16 §1), made by the components build:
//   cem analyze --config custom-elements-manifest.config.mjs   → dist/custom-elements.json
//
// Our elements are React areas registered from `src/elements/area-table.ts` (r2wc), not classes, so
// the analyzer's own class reading finds nothing; the plugin below reads the JSDoc header of every
// `AREA_TABLE` entry instead (`@tag`, `@attr {type} name - text`, `@fires {type} name - text`),
// adds the attributes and events of the `AREA_TABLE` header that every element shares and, as
// CSS custom properties, the `--smuc-*` tokens of `src/ui/tokens.css`. It fails the build when a
// header disagrees with the code: an attribute that is not one of the entry's `props` (or the other
// way round, or of another type), or an event list that is not exactly what the area's modules
// raise (`emit('smuc-…')` in the modules its loader in `areas.ts` imports, with the shell's three for all).

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const AREAS = 'src/elements/area-table.ts';
/** Where each area's loader (`'smuc-x': () => import('../x/X')`) is. */
const LOADERS = 'src/elements/areas.ts';

const kebab = (name) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const camel = (name) => name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
const pascal = (tag) => camel(`-${tag}`);

/** `{Type} name - text` (the type may hold braces): `{ type, name, description }`. */
function typedTag(text) {
  const trimmed = text.trim();
  let type = '';
  let rest = trimmed;
  if (trimmed.startsWith('{')) {
    let depth = 0;
    let end = 0;
    for (; end < trimmed.length; end++) {
      if (trimmed[end] === '{') depth++;
      else if (trimmed[end] === '}' && --depth === 0) break;
    }
    type = trimmed.slice(1, end).trim();
    rest = trimmed.slice(end + 1).trim();
  }
  const match = /^([\w-]+)\s*(?:-\s*)?([\s\S]*)$/.exec(rest);
  if (!match) throw new Error(`custom-elements manifest: cannot read "${text}"`);
  return { type, name: match[1], description: match[2].replace(/\s+/g, ' ').trim() };
}

/** The JSDoc block right before `node`: its text and its tags (`{ tag, text }`, continuation lines joined). */
function jsDocOf(ts, node, source) {
  const ranges = ts.getLeadingCommentRanges(source.text, node.getFullStart()) ?? [];
  const block = ranges.map((r) => source.text.slice(r.pos, r.end)).findLast((c) => c.startsWith('/**'));
  if (!block) return undefined;
  const lines = block
    .replace(/^\/\*\*/, '')
    .replace(/\*\/$/, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, ''));
  const text = [];
  const tags = [];
  for (const line of lines) {
    const tag = /^@(\w+)\s*(.*)$/.exec(line);
    if (tag) tags.push({ tag: tag[1], text: tag[2] });
    else if (tags.length > 0) tags[tags.length - 1].text += ` ${line.trim()}`;
    else text.push(line);
  }
  return { text: text.join('\n').trim(), tags };
}

/** The events (`emit('smuc-…')`) raised by `file` and every module it imports, statically or not. */
function raisedEvents(file) {
  const seen = new Set();
  const events = new Set();
  const stack = [file];
  while (stack.length > 0) {
    const current = stack.pop();
    if (!current || seen.has(current)) continue;
    seen.add(current);
    const code = readFileSync(current, 'utf8');
    for (const m of code.matchAll(/emit(?:Ref\.current\?\.)?\(\s*'(smuc-[a-z-]+)'/g)) events.add(m[1]);
    for (const m of code.matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)) {
      const base = resolve(dirname(current), m[1]);
      stack.push(
        [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), base].find(
          (candidate) => existsSync(candidate) && /\.tsx?$/.test(candidate),
        ),
      );
    }
  }
  return events;
}

/**
 * `--smuc-*` custom properties of the design tokens with their default values and, as description,
 * the comment right above each one in `tokens.css` (the build fails for a token without one).
 */
function tokens() {
  const css = readFileSync(join(here, 'src/ui/tokens.css'), 'utf8');
  return [...css.matchAll(/(?:\/\*([^*]*(?:\*(?!\/)[^*]*)*)\*\/\s*)?(--smuc-[\w-]+)\s*:\s*([^;]+);/g)].map(
    ([, comment, name, value]) => {
      if (!comment) throw new Error(`custom-elements manifest: ${name} in src/ui/tokens.css has no comment`);
      return {
        name,
        default: value.trim().replace(/\s+/g, ' '),
        description: comment.replace(/\s+/g, ' ').trim(),
      };
    },
  );
}

/** The entry's `props` as `{ attribute: type }`: `AREA_ATTRIBUTES` and its own `name: 'type'` pairs. */
function propsOf(ts, entry, common) {
  const props = entry.initializer.properties.find((p) => p.name?.text === 'props');
  const found = {};
  const add = (expression) => {
    if (ts.isIdentifier(expression) && expression.text === 'AREA_ATTRIBUTES') Object.assign(found, common);
    else if (ts.isObjectLiteralExpression(expression))
      for (const p of expression.properties) {
        if (ts.isSpreadAssignment(p)) add(p.expression);
        else found[kebab(p.name.text)] = p.initializer.text;
      }
    else throw new Error(`custom-elements manifest: cannot read the props of ${entry.name.text}`);
  };
  add(props.initializer);
  return found;
}

/** What every dashboard element's description ends with (they expose no parts or slots). */
const NO_PARTS =
  'It renders into its own open shadow root, with no CSS parts or slots: restyle it with the `--smuc-*` custom properties.';

/** Reads `AREA_TABLE` of `src/elements/area-table.ts` into the manifest's element declarations. */
function areaElementsPlugin() {
  return {
    name: 'smuc-area-elements',
    analyzePhase({ ts, node, moduleDoc }) {
      if (moduleDoc.path !== AREAS || !ts.isVariableDeclaration(node) || node.name.text !== 'AREA_TABLE')
        return;
      const source = node.getSourceFile();
      const header = jsDocOf(ts, node.parent.parent, source);
      const sharedAttributes = header.tags.filter((t) => t.tag === 'attr').map((t) => typedTag(t.text));
      const sharedEvents = header.tags.filter((t) => t.tag === 'fires').map((t) => typedTag(t.text));
      const common = Object.fromEntries(sharedAttributes.map((a) => [a.name, a.type]));
      const cssProperties = tokens();
      const object = node.initializer.expression ?? node.initializer;
      moduleDoc.declarations = [];
      moduleDoc.exports = [];
      for (const entry of object.properties) {
        const tagName = entry.name.text;
        const doc = jsDocOf(ts, entry, source);
        if (!doc) throw new Error(`custom-elements manifest: ${tagName} has no JSDoc header`);
        const tag = doc.tags.find((t) => t.tag === 'tag')?.text.trim();
        if (tag !== tagName)
          throw new Error(`custom-elements manifest: ${tagName}'s header says @tag ${tag}`);
        const attributes = [
          ...sharedAttributes,
          ...doc.tags.filter((t) => t.tag === 'attr').map((t) => typedTag(t.text)),
        ];
        const events = [
          ...sharedEvents,
          ...doc.tags.filter((t) => t.tag === 'fires').map((t) => typedTag(t.text)),
        ];

        const props = propsOf(ts, entry, common);
        const documented = Object.fromEntries(attributes.map((a) => [a.name, a.type]));
        if (
          JSON.stringify(Object.entries(props).sort()) !== JSON.stringify(Object.entries(documented).sort())
        )
          throw new Error(
            `custom-elements manifest: ${tagName}'s @attr ${JSON.stringify(documented)} are not its props ${JSON.stringify(props)}`,
          );
        const loaders = readFileSync(join(here, LOADERS), 'utf8');
        const load = new RegExp(`'${tagName}':\\s*\\(\\)\\s*=>\\s*import\\('\\.\\./([^']+)'\\)`).exec(
          loaders,
        )?.[1];
        if (!load) throw new Error(`custom-elements manifest: ${tagName} has no loader in ${LOADERS}`);
        const file = [`src/${load}.tsx`, `src/${load}.ts`].map((f) => join(here, f)).find(existsSync);
        const raised = [...raisedEvents(file)].sort();
        const listed = events.map((e) => e.name).sort();
        if (JSON.stringify(raised) !== JSON.stringify(listed))
          throw new Error(
            `custom-elements manifest: ${tagName}'s @fires ${listed.join(', ')} are not the events its area raises: ${raised.join(', ')}`,
          );

        const name = pascal(tagName);
        moduleDoc.declarations.push({
          kind: 'class',
          customElement: true,
          name,
          tagName,
          summary: doc.text.split(/(?<=\.)\s/)[0].replace(/\s+/g, ' '),
          // The analyzer drops empty lists, so the text says what the empty parts and slots mean.
          description: `${doc.text.replace(/\s+/g, ' ')} ${NO_PARTS}`,
          superclass: { name: 'HTMLElement' },
          attributes: attributes.map((a) => ({
            name: a.name,
            type: { text: a.type },
            description: a.description,
            fieldName: camel(a.name),
          })),
          members: attributes.map((a) => ({
            kind: 'field',
            name: camel(a.name),
            type: { text: `${a.type} | undefined` },
            description: a.description,
            attribute: a.name,
            reflects: false,
          })),
          events: events.map((e) => ({ name: e.name, type: { text: e.type }, description: e.description })),
          cssProperties,
          // Nothing to style from outside or to slot in: the area renders into its shadow root.
          cssParts: [],
          slots: [],
        });
        moduleDoc.exports.push({
          kind: 'custom-element-definition',
          name: tagName,
          declaration: { name, module: AREAS },
        });
      }
    },
  };
}

const PLAYER = '../player/src/base.ts';
const PLAYER_MODULE = 'player/src/base.ts';

/**
 * `<smuc-player>` (`@smuc/player`, a Lit element): the analyzer reads its class JSDoc (summary,
 * `@event`, `@csspart`, `@cssproperty`) and properties; this fixes what it cannot know. The tag is
 * registered in `index.ts` (`define('smuc-player', …)`); the attributes are exactly the
 * `PLAYER_ATTRIBUTES` of `api.ts` (the analyzer would list the element's private state and take
 * `PLAYER_ATTRIBUTES.apiBase` for an attribute name), typed as their attribute text; the design
 * tokens apply inside it too. The module path loses its `../`.
 */
function playerElementPlugin() {
  return {
    name: 'smuc-player-element',
    packageLinkPhase({ customElementsManifest }) {
      const module = customElementsManifest.modules.find((m) => m.path === PLAYER);
      if (!module) throw new Error(`custom-elements manifest: ${PLAYER} was not analyzed`);
      const api = readFileSync(join(here, '../player/src/api.ts'), 'utf8');
      const block = /PLAYER_ATTRIBUTES = \{([^}]*)\}/.exec(api)?.[1] ?? '';
      const attributeOf = Object.fromEntries(
        [...block.matchAll(/(\w+): '([\w-]+)'/g)].map((m) => [m[1], m[2]]),
      );
      const declaration = module.declarations.find((d) => d.name === 'SmucPlayer');
      const fields = Object.fromEntries(
        (declaration.members ?? []).filter((m) => m.kind === 'field').map((m) => [m.name, m]),
      );
      const attributeType = {
        apikey: 'string',
        'api-base': 'string',
        'click-url': 'string',
        floating: 'boolean',
        preview: 'boolean',
        'cart-products': 'string',
      };
      declaration.tagName = 'smuc-player';
      declaration.customElement = true;
      declaration.attributes = Object.entries(attributeOf).map(([field, name]) => {
        const description = fields[field]?.description;
        if (!description || !attributeType[name])
          throw new Error(`custom-elements manifest: smuc-player's ${name} has no docstring or type`);
        return { name, type: { text: attributeType[name] }, description, fieldName: field };
      });
      declaration.members = (declaration.members ?? [])
        .filter((m) => m.kind === 'field' && !m.name.startsWith('_') && m.privacy !== 'private' && !m.static)
        .map((m) => ({
          ...m,
          attribute: Object.hasOwn(attributeOf, m.name) ? attributeOf[m.name] : undefined,
        }));
      declaration.events = (declaration.events ?? []).filter((e) => e.name.startsWith('smuc-'));
      // The parts documented with `@csspart` are exactly the `part="…"` its shadow root renders
      // (base.ts and the templates of parts/; the sidebar's own elements have shadow roots of their own).
      const partsDir = join(here, '../player/src/parts');
      const rendered = new Set(
        [
          join(here, PLAYER),
          ...readdirSync(partsDir)
            .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
            .map((f) => join(partsDir, f)),
        ].flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/part="([a-z-]+)"/g)].map((m) => m[1])),
      );
      const documented = (declaration.cssParts ?? []).map((p) => p.name);
      if (JSON.stringify([...rendered].sort()) !== JSON.stringify([...documented].sort()))
        throw new Error(
          `custom-elements manifest: smuc-player's @csspart ${documented.sort().join(', ')} are not the parts it renders: ${[...rendered].sort().join(', ')}`,
        );
      declaration.cssProperties = [...(declaration.cssProperties ?? []), ...tokens()];
      declaration.slots = [];
      module.path = PLAYER_MODULE;
      module.exports = [
        { kind: 'js', name: 'SmucPlayer', declaration: { name: 'SmucPlayer', module: PLAYER_MODULE } },
        {
          kind: 'custom-element-definition',
          name: 'smuc-player',
          declaration: { name: 'SmucPlayer', module: PLAYER_MODULE },
        },
      ];
    },
  };
}

/** Keeps only the elements in the table's module: its other exports (tag lists, routes) are not API of the manifest. */
function elementsOnlyPlugin() {
  return {
    name: 'smuc-elements-only',
    moduleLinkPhase({ moduleDoc }) {
      if (moduleDoc.path !== AREAS) return;
      moduleDoc.declarations = moduleDoc.declarations.filter((d) => d.customElement);
      moduleDoc.exports = moduleDoc.exports.filter((e) => e.kind === 'custom-element-definition');
    },
  };
}

export default {
  globs: [AREAS, PLAYER],
  outdir: 'dist',
  packagejson: false,
  litelement: true,
  plugins: [areaElementsPlugin(), elementsOnlyPlugin(), playerElementPlugin()],
};
