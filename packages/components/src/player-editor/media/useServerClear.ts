import type { Stream, StreamSettings } from '@smuc/sdk';
import { useEditor } from '../context';

/**
 * Applies a change the server already made (an image removed, a social video cleared, 001 §7) to
 * the editor's saved copy, baseline and draft alike, so it never shows as an unsaved change and
 * unsaved edits elsewhere stay. `change` maps each copy to its new form.
 */
export function useServerClear() {
  const { store } = useEditor();
  return (change: <S extends Partial<StreamSettings>>(s: S) => S) =>
    store.setState((s) => ({
      saved: s.saved ? (change(s.saved) as Stream) : s.saved,
      baseline: s.baseline ? change(s.baseline) : s.baseline,
      draft: s.draft ? change(s.draft) : s.draft,
    }));
}
