import { describe, expect, it } from 'vitest';
import type { PlayerProduct } from '../schemas/player-config';
import { feedAt, type PlayerTimeline, pinAt } from './protocol';

const product = (id: number) => ({ id, title: `P${id}` }) as PlayerProduct;

const timeline: PlayerTimeline = {
  broadcast_started_at: '2026-11-21T10:00:00.000Z',
  entries: [
    { at: 5, type: 'pin', product_id: 1 },
    { at: 12, type: 'feed', items: [product(1), product(2)] },
    { at: 30, type: 'pin', product_id: 2 },
    { at: 45, type: 'pin', product_id: null },
    { at: 60, type: 'feed', items: [product(2)] },
  ],
};

describe('replay timeline', () => {
  it('applies every entry up to the video time (the last pin wins)', () => {
    expect(pinAt(timeline, 0)).toBeUndefined();
    expect(pinAt(timeline, 5)).toBe(1);
    expect(pinAt(timeline, 29.9)).toBe(1);
    expect(pinAt(timeline, 30)).toBe(2);
    expect(pinAt(timeline, 50)).toBeNull();
  });

  it('answers the product list in force', () => {
    expect(feedAt(timeline, 11)).toBeUndefined();
    expect(feedAt(timeline, 12)?.map((p) => p.id)).toEqual([1, 2]);
    expect(feedAt(timeline, 600)?.map((p) => p.id)).toEqual([2]);
  });
});
