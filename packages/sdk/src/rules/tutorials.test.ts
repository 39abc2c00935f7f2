import { describe, expect, it } from 'vitest';
import type { Tutorial } from '../schemas/tutorial';
import { formatTutorialDate, tutorialCategories } from './tutorials';

const tutorial = (category: string, videoId: string): Tutorial => ({
  videoId,
  category,
  title: videoId,
  date: '2026-01-02',
  description: '<p>x</p>',
});

describe('learning center rules (000 §2, §10)', () => {
  it('shows dates as YYYY / MM / DD', () => {
    expect(formatTutorialDate('2026-09-14')).toBe('2026 / 09 / 14');
  });

  it('tabs the distinct categories, sorted', () => {
    const list = [tutorial('Reports', 'a'), tutorial('Account', 'b'), tutorial('Reports', 'c')];
    expect(tutorialCategories(list)).toEqual(['Account', 'Reports']);
  });
});
