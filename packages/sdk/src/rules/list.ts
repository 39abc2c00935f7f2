/** The players-list search is effective only with more than 1 character (000 §2, §5); else no search. */
export function effectiveSearch(input: string): string | undefined {
  const q = input.trim();
  return q.length > 1 ? q : undefined;
}

/** The batch bar's Apply works only with a chosen option and at least one selected item (000 §2). */
export function canApplyBatch(option: string, selected: number): boolean {
  return option !== '' && selected > 0;
}

/**
 * Page numbers to show as links (000 §2: 3 by default; 3, 6 or 9 allowed): a window of `count`
 * pages that keeps the current page inside it, clamped to 1..totalPages.
 */
export function pageLinks(current: number, totalPages: number, count: 3 | 6 | 9 = 3): number[] {
  if (totalPages <= 0) return [];
  const size = Math.min(count, totalPages);
  let start = Math.max(1, current - Math.floor(size / 2));
  start = Math.min(start, totalPages - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

/** Total pages for `total` items at `perPage` per page (at least 1 when there are items). */
export function pageCount(total: number, perPage: number): number {
  return Math.ceil(total / perPage);
}
