import {
  type FeedItem,
  isValidationError,
  moveItem,
  type ProductIssue,
  type Stream,
  setPinned,
  validateFeedItem,
  validateTimings,
} from '@smuc/sdk';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useArea } from '../shell/area-context';
import { type FeedDraft, fromFeedItem, toInput } from './draft';

/** The rule context of a player (001 §4/§5): currency, payment integration (`payment` set), live or not. */
export function contextOf(stream: Stream) {
  return { currency: stream.currency, payment: stream.payment, live: stream.type === 0 };
}

/** Issues per draft key: field rules plus the timing rules over the whole list. */
export function listIssues(items: FeedDraft[], stream: Stream): Map<string, ProductIssue[]> {
  const ctx = contextOf(stream);
  const out = new Map<string, ProductIssue[]>();
  items.forEach((d) => {
    const issues = validateFeedItem(d, ctx);
    if (issues.length) out.set(d.key, issues);
  });
  if (!ctx.live) {
    for (const [index, issues] of validateTimings(items)) {
      const key = items[index]!.key;
      out.set(key, [...(out.get(key) ?? []), ...issues]);
    }
  }
  return out;
}

/**
 * The manager's list of a player's products (001 §4): loads the saved items, keeps local edits,
 * pins one at a time, reorders (marking moved items changed), deletes unsaved items locally and
 * saved ones on the server first, and saves every new or changed item in one bulk call.
 */
export function useFeedList(streamId: number | undefined) {
  const { client, emit } = useArea();
  const [items, setItems] = useState<FeedDraft[] | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [tick, setTick] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: tick reloads on demand
  useEffect(() => {
    if (!streamId) {
      setItems([]);
      return;
    }
    const controller = new AbortController();
    setLoadError(null);
    client.feedItems.list(streamId, controller.signal).then(
      (list) => !controller.signal.aborted && setItems(list.map(fromFeedItem)),
      (error) => !controller.signal.aborted && setLoadError(error),
    );
    return () => controller.abort();
  }, [client, streamId, tick]);

  const dirty = useMemo(() => (items ?? []).some((d) => d.updated || d.id === undefined), [items]);
  useEffect(() => {
    if (items) emit('smuc-products-change', { count: items.length, dirty });
  }, [items, dirty, emit]);

  const replaceSaved = useCallback((saved: FeedItem[]) => setItems(saved.map(fromFeedItem)), []);

  return {
    items,
    loadError,
    dirty,
    reload: useCallback(() => setTick((n) => n + 1), []),
    /** Adds drafts at the end of the list (unsaved). */
    add: useCallback(
      (drafts: FeedDraft[]) =>
        setItems((all) => [...(all ?? []), ...drafts.map((d) => ({ ...d, updated: true }))]),
      [],
    ),
    /** Replaces one draft by key, marking it changed. */
    update: useCallback(
      (draft: FeedDraft) =>
        setItems((all) => (all ?? []).map((d) => (d.key === draft.key ? { ...draft, updated: true } : d))),
      [],
    ),
    /** Toggles visible or payable of one draft. */
    toggle: useCallback(
      (key: string, field: 'show_in_feed' | 'payable') =>
        setItems((all) =>
          (all ?? []).map((d) => (d.key === key ? { ...d, [field]: !d[field], updated: true } : d)),
        ),
      [],
    ),
    /** Pins one (unpinning every other) or unpins it. */
    pin: useCallback(
      (key: string, pinned: boolean) =>
        setItems((all) => {
          const list = all ?? [];
          return setPinned(
            list,
            list.findIndex((d) => d.key === key),
            pinned,
          );
        }),
      [],
    ),
    move: useCallback((from: number, to: number) => setItems((all) => moveItem(all ?? [], from, to)), []),
    /** Deletes: an unsaved draft locally; a saved one on the server first (then locally). */
    remove: useCallback(
      async (draft: FeedDraft) => {
        if (draft.id !== undefined && streamId) await client.feedItems.remove(streamId, draft.id);
        setItems((all) => (all ?? []).filter((d) => d.key !== draft.key));
      },
      [client, streamId],
    ),
    removeAll: useCallback(async () => {
      if (streamId) await client.feedItems.removeAll(streamId);
      setItems([]);
    }, [client, streamId]),
    /**
     * Saves every new or changed draft with its position (`POST …/feed-item/bulk`), then reloads.
     * Answers the server's messages per draft key when a rule is broken (nothing saved), else null.
     */
    save: useCallback(async (): Promise<Map<string, string[]> | null> => {
      if (!streamId || !items) return null;
      const writes = items.map((d, i) => ({ d, i })).filter(({ d }) => d.updated || d.id === undefined);
      try {
        if (writes.length > 0)
          await client.feedItems.bulk(
            streamId,
            writes.map(({ d, i }) => toInput(d, i)),
          );
      } catch (error) {
        if (!isValidationError(error) || Object.keys(error.errors).length === 0) throw error;
        // Bulk errors are keyed `{index}.{field}` by the position in the call; map them to the drafts.
        const byKey = new Map<string, string[]>();
        for (const [path, messages] of Object.entries(error.errors)) {
          const key = writes[Number(path.split('.')[0])]?.d.key;
          if (key) byKey.set(key, [...(byKey.get(key) ?? []), ...messages]);
        }
        return byKey;
      }
      replaceSaved(await client.feedItems.list(streamId));
      return null;
    }, [client, streamId, items, replaceSaved]),
    /** Merges items the server already saved (feed import). */
    appendSaved: useCallback(
      (saved: FeedItem[]) => setItems((all) => [...(all ?? []), ...saved.map(fromFeedItem)]),
      [],
    ),
  };
}
export type FeedList = ReturnType<typeof useFeedList>;
