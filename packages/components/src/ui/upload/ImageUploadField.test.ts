import { choose, expect, expectAccessible, inShadow, login, mount, waitFor } from '../../../test/helpers';

const text = (el: HTMLElement) => el.shadowRoot?.textContent ?? '';

/** A PNG of `width`×`height` drawn on a canvas. */
async function png(width: number, height: number): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = '#2a6';
  ctx.fillRect(0, 0, width, height);
  const blob = await new Promise<Blob>((r) => canvas.toBlob((b) => r(b!), 'image/png'));
  return new File([blob], 'wide.png', { type: 'image/png' });
}

/** The natural size of the image at `url`. */
async function sizeOf(url: string) {
  const img = new Image();
  img.crossOrigin = 'anonymous';
  img.src = url;
  await img.decode();
  return [img.naturalWidth, img.naturalHeight];
}

describe('image upload field (products: 500×500, 001 §9)', () => {
  let token: string;
  before(async () => {
    token = await login();
  });
  afterEach(() => {
    for (const e of document.body.querySelectorAll('smuc-products')) e.remove();
  });

  const openForm = async () => {
    const el = mount('smuc-products', { 'api-base': window.SMUC_API, token });
    const create = await waitFor(() =>
      inShadow<HTMLButtonElement>(el, 'button').find((b) => b.textContent?.trim() === 'Create new item'),
    );
    create.click();
    const input = await waitFor(() => inShadow<HTMLInputElement>(el, '.image-upload input[type="file"]')[0]);
    return { el, input };
  };

  it('refuses an exe named .png by its bytes with the spec text', async () => {
    const { el, input } = await openForm();
    choose(input, new File(['MZ\x90\x00 not an image'], 'cat.png', { type: 'image/png' }));
    await waitFor(() =>
      text(el).includes('Invalid file! The following file types are allowed: jpg, jpeg, png, webp'),
    );
  });

  it('crops an image of another aspect ratio and puts the uploaded address in the image field', async () => {
    const { el, input } = await openForm();
    choose(input, await png(900, 400));
    const confirm = await waitFor(() => {
      const b = inShadow<HTMLButtonElement>(el, 'button.crop-confirm')[0];
      return b && !b.disabled ? b : null;
    });
    expect(el.shadowRoot!.textContent).to.include('Crop the image');
    await expectAccessible(el);
    confirm.click();
    const image = inShadow<HTMLInputElement>(el, '#product-image')[0]!;
    await waitFor(() => image.value.includes('/media/image/'), 15_000);
    expect(await sizeOf(image.value)).to.deep.equal([500, 500]);
    expect(inShadow(el, 'button.crop-confirm').length).to.equal(0);
  });

  it('resizes an image of the same ratio without a crop dialog', async () => {
    const { el, input } = await openForm();
    choose(input, await png(1000, 1000));
    const image = inShadow<HTMLInputElement>(el, '#product-image')[0]!;
    await waitFor(() => image.value.includes('/media/image/'), 15_000);
    expect(await sizeOf(image.value)).to.deep.equal([500, 500]);
    expect(text(el)).not.to.include('Crop the image');
  });
});
