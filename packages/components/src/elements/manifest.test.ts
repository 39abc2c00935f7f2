import { expect } from '../../test/helpers';
import { AREA_ATTRIBUTES, AREA_TABLE, AREA_TAGS } from './area-table';
import type { SmucEventDetailMap } from './types';

/*
 * Issue 16 §1: the Custom Elements Manifest the components build writes (dist/custom-elements.json,
 * from the JSDoc headers of src/elements/area-table.ts) against the elements the script-tag loader
 * really registers: every `smuc-*` tag is declared with the attributes its class observes, typed
 * like its props, and with the events of the typed event map and their detail shapes.
 */

const LOADER = '/dist/smuc-elements.js';
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
/** Every tag of `AREA_TABLE` with the type of each of its own attributes (all take `api-base`, `token` and `lang` as strings). */
const TAGS: Record<string, Record<string, string>> = Object.fromEntries(
  AREA_TAGS.map((tag) => [
    tag,
    Object.fromEntries(
      Object.entries(AREA_TABLE[tag].props)
        .filter(([name]) => !(name in AREA_ATTRIBUTES))
        .map(([name, type]) => [kebab(name), type]),
    ),
  ]),
);
const SHARED = { 'api-base': 'string', token: 'string', lang: 'string' };
const MANIFEST = '/dist/custom-elements.json';
/** The built `@smuc/player` (`<smuc-player>`). */
const PLAYER_BUNDLE = '/node_modules/@smuc/player/dist/player.js';

/** The detail type each event is declared with (`SmucEventDetailMap` of `elements/types.ts`). */
const EVENT_TYPES = {
  'smuc-open-player': 'CustomEvent<{ id: number; message?: string }>',
  'smuc-navigate': 'CustomEvent<{ path: string; message?: string }>',
  'smuc-session-expired': 'CustomEvent<null>',
  'smuc-logged-out': 'CustomEvent<null>',
  'smuc-dirty-change': 'CustomEvent<{ dirty: boolean }>',
  'smuc-products-change': 'CustomEvent<{ count: number; dirty: boolean }>',
  'smuc-user-change': 'CustomEvent<{ user: User }>',
  'smuc-close': 'CustomEvent<null>',
  'smuc-request': 'CustomEvent<{ url: string; method: string; headers: Headers }>',
} satisfies Record<keyof SmucEventDetailMap, string>;

interface Attribute {
  name: string;
  type?: { text: string };
  description?: string;
  fieldName?: string;
}
interface Declaration {
  name: string;
  tagName?: string;
  customElement?: boolean;
  summary?: string;
  description?: string;
  attributes?: Attribute[];
  members?: { name: string; attribute?: string }[];
  events?: { name: string; type?: { text: string }; description?: string }[];
  cssProperties?: { name: string; default?: string; description?: string }[];
  cssParts?: { name: string; description?: string }[];
  slots?: { name: string; description?: string }[];
}
interface Manifest {
  schemaVersion: string;
  modules: {
    path: string;
    declarations: Declaration[];
    exports: { kind: string; name: string; declaration: { name: string; module: string } }[];
  }[];
}

type FrameWindow = Window & typeof globalThis;

describe('custom-elements.json', () => {
  let manifest: Manifest;
  let registry: CustomElementRegistry;
  let playerClass: CustomElementConstructor & { observedAttributes?: string[] };
  before(async () => {
    const response = await fetch(MANIFEST);
    expect(response.ok, `${MANIFEST} is built`).to.equal(true);
    manifest = (await response.json()) as Manifest;
    // The loader in its own frame, so its registrations are the ones the manifest must match.
    const iframe = document.createElement('iframe');
    document.body.append(iframe);
    const win = iframe.contentWindow as FrameWindow;
    await new Promise<void>((resolve, reject) => {
      const script = win.document.createElement('script');
      script.type = 'module';
      script.src = LOADER;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error(`${LOADER} did not load`));
      win.document.head.append(script);
    });
    registry = win.customElements;
    // The player's own bundle (the one /embed/player.js serves), built before these tests.
    await import(/* @vite-ignore */ PLAYER_BUNDLE);
    playerClass = customElements.get('smuc-player') as typeof playerClass;
  });
  after(() => {
    for (const f of document.querySelectorAll('iframe')) f.remove();
  });

  /** The declaration the manifest's custom-element definition of `tag` points to. */
  const declarationOf = (tag: string) => {
    for (const module of manifest.modules) {
      const definition = module.exports.find((e) => e.kind === 'custom-element-definition' && e.name === tag);
      if (!definition) continue;
      const target = manifest.modules.find((m) => m.path === definition.declaration.module);
      return target?.declarations.find((d) => d.name === definition.declaration.name);
    }
    return undefined;
  };

  it('declares every registered smuc-* element with its observed attributes, typed like its props', () => {
    const tags = Object.keys(TAGS);
    expect(tags.length).to.be.greaterThan(20);
    const declared = manifest.modules.flatMap((m) => m.declarations).filter((d) => d.customElement);
    expect(declared.map((d) => d.tagName).sort()).to.deep.equal([...tags, 'smuc-player'].sort());
    for (const [tag, own] of Object.entries(TAGS)) {
      const element = registry.get(tag) as
        | (CustomElementConstructor & { observedAttributes?: string[] })
        | undefined;
      expect(element, `${tag} is registered by the loader`).to.not.equal(undefined);
      const declaration = declarationOf(tag);
      expect(declaration?.tagName, `${tag} has a custom-element definition`).to.equal(tag);
      expect(declaration?.summary, `${tag}'s summary`).to.match(/\w{3,}/);
      const attributes = declaration?.attributes ?? [];
      expect(attributes.map((a) => a.name).sort(), `${tag}'s attributes`).to.deep.equal(
        [...(element?.observedAttributes ?? [])].sort(),
      );
      const types: Record<string, string> = { ...SHARED, ...own };
      expect(attributes.map((a) => a.name).sort(), `${tag}'s attributes`).to.deep.equal(
        Object.keys(types).sort(),
      );
      for (const attribute of attributes) {
        expect(attribute.type?.text, `${tag} [${attribute.name}]'s type`).to.equal(types[attribute.name]);
        expect(attribute.description, `${tag} [${attribute.name}]'s description`).to.match(/\w{3,}/);
        expect(
          declaration?.members?.find((m) => m.attribute === attribute.name)?.name,
          `${tag} [${attribute.name}]'s property`,
        ).to.equal(attribute.fieldName);
      }
    }
  });

  it('declares each element’s events with the detail shapes of the typed event map, and the design tokens', () => {
    for (const tag of Object.keys(TAGS)) {
      const declaration = declarationOf(tag);
      const events = declaration?.events ?? [];
      const names = events.map((e) => e.name);
      // The shell's three (a session that ended, the request hook) come from every element.
      expect(names, `${tag}'s events`).to.include.members([
        'smuc-session-expired',
        'smuc-logged-out',
        'smuc-request',
      ]);
      expect(new Set(names).size, `${tag} lists each event once`).to.equal(names.length);
      for (const event of events) {
        expect(Object.keys(EVENT_TYPES), `${tag}'s ${event.name} is in SmucEventDetailMap`).to.include(
          event.name,
        );
        expect(event.type?.text, `${tag}'s ${event.name} detail`).to.equal(
          EVENT_TYPES[event.name as keyof typeof EVENT_TYPES],
        );
        expect(event.description, `${tag}'s ${event.name} description`).to.match(/\w{3,}/);
      }
      const tokens = declaration?.cssProperties ?? [];
      expect(tokens.find((p) => p.name === '--smuc-color-primary')?.default, `${tag}'s tokens`).to.match(
        /^#/,
      );
    }
    const list = declarationOf('smuc-player-list');
    expect(list?.events?.map((e) => e.name).sort()).to.deep.equal([
      'smuc-logged-out',
      'smuc-navigate',
      'smuc-open-player',
      'smuc-request',
      'smuc-session-expired',
    ]);
    expect(declarationOf('smuc-player-editor')?.events?.map((e) => e.name)).to.include('smuc-dirty-change');
    expect(declarationOf('smuc-profile')?.events?.map((e) => e.name)).to.include('smuc-user-change');
  });

  it('describes <smuc-player>: its observed attributes, events, CSS parts and custom properties', () => {
    const player = declarationOf('smuc-player');
    expect(player?.summary).to.match(/video player/i);
    // Exactly the attributes the built player's class observes, each typed and described.
    const observed = [...(playerClass.observedAttributes ?? [])];
    expect(observed).to.include.members(['apikey', 'api-base', 'floating']);
    expect(player?.attributes?.map((a) => a.name).sort()).to.deep.equal(observed.sort());
    for (const attribute of player?.attributes ?? []) {
      expect(attribute.type?.text, attribute.name).to.match(/^(string|boolean)$/);
      expect(attribute.description, attribute.name).to.match(/\w{3,}/);
    }
    expect(player?.events?.map((e) => e.name)).to.include.members([
      'smuc-ready',
      'smuc-play',
      'smuc-pause',
      'smuc-ended',
      'smuc-error',
      'smuc-buy',
      'smuc-add-to-cart',
    ]);
    for (const event of player?.events ?? []) expect(event.description, event.name).to.match(/\w{3,}/);
    // The build checks these are exactly the `part`s the player's shadow root renders.
    expect(player?.cssParts?.map((p) => p.name)).to.include.members([
      'frame',
      'video',
      'controls',
      'sidebar',
    ]);
    for (const part of player?.cssParts ?? []) expect(part.description, part.name).to.match(/\w{3,}/);
    expect(player?.cssProperties?.map((p) => p.name)).to.include.members([
      '--smuc-player-button-color',
      '--smuc-color-primary',
    ]);
  });

  it('gives every element a description, its parts and slots, and each design token its own description', () => {
    const declared = manifest.modules.flatMap((m) => m.declarations).filter((d) => d.customElement);
    for (const element of declared) {
      expect(element.description, `${element.tagName}'s description`).to.match(/\w{3,}.*\w{3,}/);
      // The dashboard elements have none (the analyzer leaves empty lists out; their text says so).
      if (element.tagName !== 'smuc-player') {
        expect(element.cssParts ?? [], `${element.tagName}'s CSS parts`).to.deep.equal([]);
        expect(element.slots ?? [], `${element.tagName}'s slots`).to.deep.equal([]);
        expect(element.description).to.contain('no CSS parts or slots');
      }
      const tokens = (element.cssProperties ?? []).filter(
        (p) => p.name.startsWith('--smuc-') && !p.name.startsWith('--smuc-player-'),
      );
      expect(tokens.length, `${element.tagName}'s tokens`).to.be.greaterThan(30);
      const descriptions = tokens.map((p) => p.description ?? '');
      // One description per token (they used to share one sentence), none empty.
      expect(new Set(descriptions).size, `${element.tagName}: one description per token`).to.equal(
        tokens.length,
      );
      for (const text of descriptions) expect(text).to.match(/\w{3,}.*\w{3,}/);
    }
    const primary = declarationOf('smuc-dashboard')?.cssProperties?.find(
      (p) => p.name === '--smuc-color-primary',
    );
    expect(primary?.description).to.match(/primary actions/);
  });
});
