import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { expect } from '../../test/helpers';

// axe checks contrast at rest only: hover and focus come from the stylesheet's state rules, which can
// override a variant's colours (`.btn:hover` once beat `.btn-danger`, turning Stop Live and every
// delete confirmation white on near-white). This test hovers and focuses each button variant the
// shared stylesheet defines, with the real pointer and keyboard, and computes WCAG contrast.

type Rgba = [number, number, number, number];

const parse = (css: string): Rgba => {
  const m = css.match(/rgba?\(([^)]+)\)/);
  if (!m) throw new Error(`unparsed colour ${css}`);
  const [r, g, b, a = '1'] = m[1]!.split(/[\s,/]+/).filter(Boolean);
  return [Number(r), Number(g), Number(b), Number(a)];
};

/** `top` painted over the opaque `bottom`. */
const over = (top: Rgba, bottom: Rgba): Rgba => {
  const a = top[3];
  return [0, 1, 2].map((i) => top[i]! * a + bottom[i]! * (1 - a)).concat(1) as Rgba;
};

const luminance = ([r, g, b]: Rgba) => {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
};

const contrast = (a: Rgba, b: Rgba) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/** The opaque colour behind `el`'s text: its background composited over its ancestors' (page white). */
function backdrop(el: Element): Rgba {
  const layers: Rgba[] = [];
  for (
    let node: Element | null = el;
    node;
    node = node.parentElement ?? (node.getRootNode() as ShadowRoot).host ?? null
  ) {
    layers.push(parse(getComputedStyle(node).backgroundColor));
    if (node === document.documentElement) break;
  }
  return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
}

function textContrast(button: HTMLElement) {
  const bg = backdrop(button);
  const style = getComputedStyle(button);
  // An opacity below 1 (disabled) fades the text towards the backdrop behind the button.
  const behind = backdrop(button.parentElement!);
  const fg = over(parse(style.color), bg);
  const opacity = Number(style.opacity);
  return contrast(
    over([...fg.slice(0, 3), opacity] as Rgba, behind),
    over([...bg.slice(0, 3), opacity] as Rgba, behind),
  );
}

describe('button variants of the shared stylesheet', () => {
  let host: HTMLElement;
  let variants: string[];
  before(async () => {
    const [tokens, base] = await Promise.all(
      ['/src/ui/tokens.css', '/src/ui/base.css'].map((path) => fetch(path).then((r) => r.text())),
    );
    // Every `.btn-*` class the stylesheet defines, so a variant added later is checked too.
    variants = [...new Set([...base!.matchAll(/\.(btn-[a-z-]+)/g)].map((m) => m[1]!))];
    host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = `<style>${tokens}\n${base}</style><div class="smuc-root" style="padding:16px">${[
      '',
      ...variants,
    ]
      .map(
        (v) =>
          `<p><button type="button" class="btn ${v}" data-variant="${v || 'btn'}">Stop Live</button></p>`,
      )
      .join('')}</div>`;
  });
  after(async () => {
    host.remove();
    await resetMouse();
  });

  it('finds the variants', () => {
    expect(variants).to.include.members(['btn-primary', 'btn-danger', 'btn-ghost']);
  });

  it('keeps text contrast of at least 4.5:1 at rest, on hover and on keyboard focus', async () => {
    const failures: string[] = [];
    for (const button of host.shadowRoot!.querySelectorAll<HTMLButtonElement>('button')) {
      const name = button.dataset.variant!;
      await resetMouse();
      const rest = textContrast(button);
      const box = button.getBoundingClientRect();
      await sendMouse({
        type: 'move',
        position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)],
      });
      expect(button.matches(':hover'), `${name} hovered`).to.equal(true);
      const hover = textContrast(button);
      await resetMouse();
      // Focus by keyboard (Tab from the previous button) so :focus-visible applies as for a user.
      button.tabIndex = -1;
      button.focus();
      button.removeAttribute('tabindex');
      await sendKeys({ press: 'Shift+Tab' });
      await sendKeys({ press: 'Tab' });
      expect(host.shadowRoot!.activeElement, `${name} focused`).to.equal(button);
      const focus = textContrast(button);
      button.blur();
      for (const [state, ratio] of [
        ['rest', rest],
        ['hover', hover],
        ['focus', focus],
      ] as const)
        if (ratio < 4.5) failures.push(`${name} ${state}: ${ratio.toFixed(2)}:1`);
    }
    expect(failures).to.deep.equal([]);
  });
});
