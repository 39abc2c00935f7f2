import { defineElement } from '@smuc/sdk/elements';
import { expect } from '../test/helpers';

// What viewers get: the built player (as player.test.ts), its tags marked by its own copy of the
// registration; the calls below use the sdk module as a second script on the page would.
before(async () => {
  await import(new URL('../dist/player.js', import.meta.url).href);
});

// One registration for every smuc-player* tag and the dashboard elements (issue 33 §4): the tag is
// marked with the build that defined it, a second copy of the same build is silent, another version
// warns once per page naming both and leaves the first element in place.

describe('player element registration', () => {
  it('marks <smuc-player> with its build, keeps the first copy and warns once about another version', () => {
    const first = customElements.get('smuc-player') as CustomElementConstructor & { smucVersion?: string };
    const version = first.smucVersion ?? '';
    expect(version).to.match(/^\d+\.\d+\.\d+/);
    const PLAYER_BUILD = { name: 'smuc player', version };
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
    try {
      defineElement('smuc-player', class extends HTMLElement {}, PLAYER_BUILD);
      expect(warnings).to.deep.equal([]);
      const other = { name: PLAYER_BUILD.name, version: '0.0.0-other' };
      defineElement('smuc-player', class extends HTMLElement {}, other);
      defineElement('smuc-player-chat', class extends HTMLElement {}, other);
      expect(warnings).to.deep.equal([
        `smuc player 0.0.0-other: <smuc-player> is already defined by smuc player ${version}; the page keeps that one. Load the player once per page.`,
      ]);
    } finally {
      console.warn = warn;
    }
    expect(customElements.get('smuc-player')).to.equal(first);
  });
});
