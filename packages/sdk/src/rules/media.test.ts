import { describe, expect, it } from 'vitest';
import { canSaveFont, imageFitAction, invalidImageMessage, sniffFont, sniffImage } from './media';

const bytes = (...b: number[]) => new Uint8Array([...b, 0, 0, 0, 0, 0, 0, 0, 0]);
const text = (s: string) => new TextEncoder().encode(s);

describe('media rules (001 §5, 000 §5)', () => {
  it('sniffs images by content', () => {
    expect(sniffImage(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(sniffImage(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
    expect(sniffImage(text('RIFF\x10\x00\x00\x00WEBPVP8 '))).toBe('webp');
    expect(sniffImage(text('\uFEFF<?xml version="1.0"?><!-- x --><svg xmlns="x"/>'))).toBe('svg');
    expect(sniffImage(text('<html><svg/></html>'))).toBeNull();
    expect(sniffImage(text('MZ\x90\x00'))).toBeNull();
  });

  it('sniffs fonts by their sfnt version', () => {
    expect(sniffFont(bytes(0, 1, 0, 0))).toBe('ttf');
    expect(sniffFont(text('true0000'))).toBe('ttf');
    expect(sniffFont(text('OTTO0000'))).toBe('otf');
    expect(sniffFont(text('wOFF0000'))).toBeNull();
  });

  it('lists the allowed extensions in the invalid-file text', () => {
    expect(invalidImageMessage(false)).toBe(
      'Invalid file! The following file types are allowed: jpg, jpeg, png, webp',
    );
    expect(invalidImageMessage(true)).toBe(
      'Invalid file! The following file types are allowed: jpg, jpeg, png, webp, svg',
    );
  });

  it('crops a different aspect ratio, resizes the same one, skips svg', () => {
    const cover = { width: 960, height: 540 };
    expect(imageFitAction({ width: 960, height: 540 }, cover)).toBe('keep');
    expect(imageFitAction({ width: 1920, height: 1080 }, cover)).toBe('resize');
    expect(imageFitAction({ width: 1000, height: 1000 }, cover)).toBe('crop');
    expect(imageFitAction({ width: 10, height: 1000, svg: true }, cover)).toBe('skip');
  });

  it('enables font save only when everything is given', () => {
    const full = { family: 'Sans', regular: {}, bold: {}, legal: true };
    expect(canSaveFont(full)).toBe(true);
    expect(canSaveFont({ ...full, family: ' ' })).toBe(false);
    expect(canSaveFont({ ...full, bold: null })).toBe(false);
    expect(canSaveFont({ ...full, legal: false })).toBe(false);
  });
});
