import type { Tutorial } from '@smuc/sdk';
import { loadSharp } from '../media/sharp';

/** Size of a drawn poster, px (16:9, the recordings' poster width). */
export const TITLE_CARD = { width: 640, height: 360 } as const;

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** Breaks a title into lines of at most `max` characters at spaces (at most three lines). */
export function wrapTitle(title: string, max = 26): string[] {
  const lines: string[] = [];
  for (const word of title.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.length > 3
    ? [
        ...lines.slice(0, 2),
        `${lines
          .slice(2)
          .join(' ')
          .slice(0, max - 1)}…`,
      ]
    : lines;
}

/**
 * The poster of a tutorial whose recording has not been made on this server yet: a title card
 * (category and title on the brand gradient with a play mark), JPEG, {@link TITLE_CARD} px. The
 * learning center's cards then show the tutorial instead of a broken image.
 */
export async function titleCard(tutorial: Pick<Tutorial, 'title' | 'category'>): Promise<Buffer> {
  const { width, height } = TITLE_CARD;
  const title = wrapTitle(tutorial.title)
    .map((line, i) => `<text x="40" y="${190 + i * 44}" class="t">${escapeXml(line)}</text>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4f46e5"/><stop offset="1" stop-color="#1e1b4b"/></linearGradient>
<style>.c{font:600 22px sans-serif;fill:#c7d2fe;text-transform:uppercase}.t{font:700 36px sans-serif;fill:#fff}</style></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="560" cy="80" r="36" fill="#fff" fill-opacity="0.18"/><path d="M548 62l30 18-30 18z" fill="#fff"/>
<text x="40" y="130" class="c">${escapeXml(tutorial.category.toUpperCase())}</text>${title}</svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}
