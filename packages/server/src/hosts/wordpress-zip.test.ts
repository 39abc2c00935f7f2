import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { pluginZip } from './wordpress-zip';

/** A header line of a plugin file or readme (`Requires PHP: 8.2` → '8.2'). */
const header = (text: string, name: string) =>
  new RegExp(`^[\\s*]*${name}:\\s*(.+?)\\s*$`, 'm').exec(text)?.[1];

describe('the plugin downloads (issue 32 §3)', () => {
  for (const [zip, slug] of [
    ['wordpress-plugin.zip', 'smuc'],
    ['shop-plugin.zip', 'smuc-shop'],
  ] as const)
    it(`${zip} carries a readme.txt that agrees with the plugin header`, () => {
      const files = unzipSync(pluginZip(zip)!);
      const readme = strFromU8(files[`${slug}/readme.txt`]!);
      const main = strFromU8(files[`${slug}/${slug}.php`]!);
      expect(readme).toMatch(/^=== .+ ===$/m);
      expect(header(readme, 'Stable tag')).toBe(header(main, 'Version'));
      expect(header(readme, 'Requires PHP')).toBe(header(main, 'Requires PHP'));
      expect(header(readme, 'Requires at least')).toBe(header(main, 'Requires at least'));
      expect(header(readme, 'Tested up to')).toMatch(/^\d+\.\d+/);
      for (const section of ['Description', 'Installation', 'Changelog'])
        expect(readme).toContain(`== ${section} ==`);
      expect(readme).toContain(`= ${header(main, 'Version')} =`);
    });
});
