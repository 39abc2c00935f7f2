import type sharpModule from 'sharp';

/** sharp's default export: `sharp(input?, options?)` gives a pipeline (see sharp's documentation). */
export type Sharp = typeof sharpModule;

let loading: Promise<Sharp> | null = null;

/**
 * sharp (libvips, about 24 MiB resident once loaded), imported at its first use and shared from
 * then on, so a server that never renders an image does not carry it (issue 18 target 3: idle
 * memory). Every image path of the server (uploads, banners, title cards, the favicon, the demo
 * pictures) takes it from here. Rejects only when sharp itself cannot load (missing native build);
 * a failed first load is retried on the next call.
 */
export function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then(
    (module) => module.default,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
