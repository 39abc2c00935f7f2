import { AD_SIZES, BANNER_PLATFORMS } from '@smuc/sdk';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BannerInput, bannerHtml, buildBannerZip } from './banner';
import { type BannerRule, validateBanner } from './banner-validator';
import { adSizeOf } from './codes';
import { DSP_PLATFORMS, type DspPlatform, platformByName } from './platforms';

// Issue 6 "Display banners": every generated zip (every platform × every ad size of 001 §9, video
// and photo ads) passes the platform's published rules, and the validator catches each broken rule.

const google = platformByName('google_dv360')!;

/** A photo-like image: a gradient with noise, so JPEG sizes are realistic (not a flat colour). */
async function photo(seed: number, width = 1920, height = 1080): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  let x = seed;
  for (let i = 0; i < raw.length; i += 3) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    const p = i / 3;
    const n = (x >> 16) & 63;
    raw[i] = ((p % width) * 255) / width + n - 32;
    raw[i + 1] = (Math.floor(p / width) * 255) / height + n - 32;
    raw[i + 2] = 128 + n - 32;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

let images: Buffer[];
beforeAll(async () => {
  images = await Promise.all([1, 2, 3, 4, 5].map((s) => photo(s)));
});

const input = (platform: DspPlatform, size: string, over: Partial<BannerInput> = {}): BannerInput => {
  const { width, height } = adSizeOf(size as (typeof AD_SIZES)[number]);
  return {
    platform,
    width,
    height,
    title: 'Spring <sale> & "more"',
    landingUrl: 'https://shop.example/spring?utm=banner',
    buttonLabel: 'Shop now',
    buttonColor: '#ff6600',
    textColor: '#ffffff',
    poster: images[0]!,
    videoUrl: 'https://dash.example/smucrestapi/v2/media/video/0123456789abcdef0123456789abcdef',
    // Every video ad below carries a caption track (issue 34 §1), so each platform's rules are
    // checked with it; `</script>` in a cue must not end the banner's script.
    captions: { language: 'en', vtt: 'WEBVTT\n\n00:00:00.000 --> 00:00:04.000\nSpring sale </script> now\n' },
    photos: [],
    autoswipeSeconds: 3,
    apikey: 'a'.repeat(32),
    eventsUrl: 'https://dash.example/smucrestapi/v2/events',
    ...over,
  };
};

const rulesOf = (zip: Uint8Array, platform = google, size = { width: 300, height: 600 }) =>
  validateBanner(zip, { ...size, rules: platform.rules }).violations.map((v) => v.rule);

describe('every generated banner passes its platform’s rules', () => {
  it('builds for exactly the platforms download-banner declares (the sdk’s BANNER_PLATFORMS)', () => {
    expect(DSP_PLATFORMS.map((p) => p.machine_name).sort()).toEqual([...BANNER_PLATFORMS].sort());
  });

  for (const platform of DSP_PLATFORMS) {
    for (const size of AD_SIZES) {
      it(`${platform.machine_name} ${size} video ad`, async () => {
        const banner = input(platform, size);
        const zip = await buildBannerZip(banner);
        const { violations, measurement } = validateBanner(zip, {
          width: banner.width,
          height: banner.height,
          rules: platform.rules,
        });
        expect(violations).toEqual([]);
        expect(measurement.initialBytes).toBeLessThanOrEqual(platform.rules.maxInitialBytes);
        expect(measurement.initialRequests).toBeLessThanOrEqual(platform.rules.maxInitialRequests);
        expect(strFromU8(unzipSync(zip)['index.html']!)).toContain(
          platform.rules.acceptsAppnexusClickTag ? 'APPNEXUS.getClickTag()' : 'window.open(url',
        );
      });
      it(`${platform.machine_name} ${size} photo ad (5 photos)`, async () => {
        const banner = input(platform, size, { photos: images, poster: null, videoUrl: null });
        const zip = await buildBannerZip(banner);
        const { violations, measurement } = validateBanner(zip, {
          width: banner.width,
          height: banner.height,
          rules: platform.rules,
        });
        expect(violations).toEqual([]);
        // The first photo loads at once, the other four after `load`.
        expect(measurement.initialLoads.filter((l) => l.endsWith('.jpg'))).toEqual(['poster.jpg']);
        expect(Object.keys(unzipSync(zip)).sort()).toEqual(
          ['index.html', 'poster.jpg', 'slide2.jpg', 'slide3.jpg', 'slide4.jpg', 'slide5.jpg'].sort(),
        );
      });
    }
  }

  it('carries the caption track inside its HTML and turns it on with the video (issue 34 §1)', async () => {
    const html = bannerHtml(input(google, '300x600'), true, []);
    expect(html).toContain('"cc":{"language":"en","vtt":"WEBVTT');
    expect(html).toContain('Spring sale \\u003c/script\\u003e now');
    expect(html).toContain('track.default = true');
    // No .vtt file in the zip: Google's HTML5 rules accept none.
    const zip = await buildBannerZip(input(google, '300x600'));
    expect(Object.keys(unzipSync(zip)).sort()).toEqual(['index.html', 'poster.jpg']);
    // A photo ad has no video and so no track.
    const photo = bannerHtml(input(google, '300x600', { videoUrl: null }), true, []);
    expect(photo).toContain('"cc":null');
  });

  it('a banner without any image still passes', async () => {
    const zip = await buildBannerZip(input(google, '300x250', { poster: null }));
    expect(rulesOf(zip, google, { width: 300, height: 250 })).toEqual([]);
  });

  it('escapes the title and keeps the landing address a plain string literal', async () => {
    const zip = await buildBannerZip(
      input(google, '300x600', { landingUrl: 'https://x.example/"</script><b>' }),
    );
    const html = strFromU8(unzipSync(zip)['index.html']!);
    expect(html).toContain('<title>Spring &lt;sale&gt; &amp; &quot;more&quot;</title>');
    expect(html).toContain('var clickTag = "https://x.example/\\"\\u003c/script\\u003e\\u003cb\\u003e";');
  });
});

/** A small valid banner to break one rule at a time. */
function baseFiles(over: { head?: string; body?: string; script?: string } = {}): Record<string, Uint8Array> {
  const html = `<!DOCTYPE html><html><head>
<meta name="ad.size" content="width=300,height=600">
<script>var clickTag = "https://shop.example";</script>
${over.head ?? ''}
</head><body>
<div id="ad"><img src="poster.jpg" alt=""></div>
${over.body ?? ''}
<script>document.getElementById('ad').onclick = function () { window.open(clickTag, '_blank'); };${over.script ?? ''}</script>
</body></html>`;
  return { 'index.html': strToU8(html), 'poster.jpg': new Uint8Array(1000) };
}
const zipOf = (files: Record<string, Uint8Array>) => zipSync(files);

describe('validateBanner catches each broken rule', () => {
  it('passes the base banner (the cases below each break one rule)', () => {
    expect(rulesOf(zipOf(baseFiles()))).toEqual([]);
  });

  const cases: [BannerRule, () => Uint8Array, DspPlatform?][] = [
    ['zip', () => strToU8('not a zip')],
    [
      'zip_size',
      () => zipOf({ ...baseFiles(), 'big.js': crypto.getRandomValues(new Uint8Array(60_000)) }),
      {
        ...google,
        rules: { ...google.rules, maxZipBytes: 50_000 },
      },
    ],
    [
      'file_count',
      () => {
        const files = baseFiles({ script: Array.from({ length: 101 }, (_, i) => `"f${i}.js";`).join('') });
        for (let i = 0; i < 101; i++) files[`f${i}.js`] = strToU8('1');
        return zipOf(files);
      },
    ],
    ['file_type', () => zipOf({ ...baseFiles({ script: '"clip.mp4";' }), 'clip.mp4': new Uint8Array(10) })],
    ['file_name', () => zipOf({ ...baseFiles({ script: '"a%20b.png";' }), 'a%20b.png': new Uint8Array(10) })],
    [
      'nested_zip',
      () => zipOf({ ...baseFiles({ script: '"inner.zip";' }), 'inner.zip': new Uint8Array(10) }),
    ],
    ['primary_html', () => zipOf({ ...baseFiles(), 'other.html': strToU8('<html></html>') })],
    ['html_size', () => zipOf(baseFiles({ body: `<!-- ${'x'.repeat(160_000)} -->` }))],
    [
      'ad_size',
      () => {
        const f = baseFiles();
        f['index.html'] = strToU8(
          strFromU8(f['index.html']!).replace('width=300,height=600', 'width=300,height=250'),
        );
        return zipOf(f);
      },
    ],
    [
      'click_tag',
      () => {
        const f = baseFiles();
        f['index.html'] = strToU8(
          strFromU8(f['index.html']!).replace('var clickTag = "https://shop.example";', ''),
        );
        return zipOf(f);
      },
    ],
    [
      'click_new_window',
      () => {
        const f = baseFiles();
        f['index.html'] = strToU8(
          strFromU8(f['index.html']!).replace(
            "window.open(clickTag, '_blank')",
            'top.location.href = clickTag',
          ),
        );
        return zipOf(f);
      },
    ],
    ['missing_file', () => zipOf(baseFiles({ body: '<img src="gone.png" alt="">' }))],
    ['unreferenced_file', () => zipOf({ ...baseFiles(), 'unused.png': new Uint8Array(10) })],
    [
      'initial_requests',
      () => {
        const files = baseFiles({
          body: Array.from({ length: 15 }, (_, i) => `<img src="i${i}.png" alt="">`).join(''),
        });
        for (let i = 0; i < 15; i++) files[`i${i}.png`] = new Uint8Array(10);
        return zipOf(files);
      },
    ],
    ['initial_size', () => zipOf({ ...baseFiles(), 'poster.jpg': new Uint8Array(151_000) })],
    ['https', () => zipOf(baseFiles({ script: 'var v = "http://cdn.example/video.mp4";' }))],
    [
      'external_script',
      () => zipOf(baseFiles({ head: '<script src="https://cdn.example/lib.js"></script>' })),
    ],
    [
      'external_font',
      () =>
        zipOf(
          baseFiles({
            head: '<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Inter">',
          }),
        ),
    ],
    [
      'muted_autoplay',
      () =>
        zipOf(baseFiles({ body: '<video autoplay playsinline src="https://cdn.example/v.mp4"></video>' })),
    ],
  ];
  for (const [rule, make, platform] of cases) {
    it(`reports ${rule}`, () => expect(rulesOf(make(), platform)).toContain(rule));
  }

  it('counts CSS url() loads, linked stylesheets and @import in the initial load', () => {
    const files = {
      ...baseFiles({
        head: '<link rel="stylesheet" href="css/a.css"><style>#ad{background:url("bg.png")}</style>',
      }),
      'css/a.css': strToU8('@import "b.css"; .x{background:url(../deep.png)}'),
      'css/b.css': strToU8('.y{color:red}'),
      'bg.png': new Uint8Array(100),
      'deep.png': new Uint8Array(100),
    };
    const { violations, measurement } = validateBanner(zipOf(files), {
      width: 300,
      height: 600,
      rules: google.rules,
    });
    expect(violations).toEqual([]);
    expect(measurement.initialLoads.sort()).toEqual(
      ['bg.png', 'css/a.css', 'css/b.css', 'deep.png', 'index.html', 'poster.jpg'].sort(),
    );
  });

  it('does not count data-src images (loaded after load) as initial', () => {
    const files = {
      ...baseFiles({ body: '<img data-src="later.jpg" alt="">' }),
      'later.jpg': new Uint8Array(200_000),
    };
    const { violations, measurement } = validateBanner(zipOf(files), {
      width: 300,
      height: 600,
      rules: google.rules,
    });
    expect(violations).toEqual([]);
    expect(measurement.initialLoads).not.toContain('later.jpg');
  });

  it('refuses a script that plays a video without muting it', () => {
    const zip = zipOf(
      baseFiles({
        body: '<video id="v" playsinline></video>',
        script: "document.getElementById('v').play();",
      }),
    );
    expect(rulesOf(zip)).toContain('muted_autoplay');
  });

  it('allows the Xandr library only on Xandr', () => {
    const head = '<script src="https://acdn.adnxs.com/html5-lib/1.4.1/appnexus-html5-lib.min.js"></script>';
    expect(rulesOf(zipOf(baseFiles({ head })), platformByName('xandr'))).toEqual([]);
    expect(rulesOf(zipOf(baseFiles({ head })), google)).toContain('external_script');
  });
});
