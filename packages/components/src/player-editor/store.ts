import {
  applyPlanLimits,
  type Limitations,
  type Stream,
  type StreamSettings,
  streamSettingsSchema,
  toSavePayload,
  type UnsavedChange,
  unsavedChanges,
} from '@smuc/sdk';
import { createStore } from 'zustand/vanilla';

/** The accordion sections of the editor (001 §2), in order. */
export const SECTIONS = ['general', 'details', 'notification'] as const;
export type Section = (typeof SECTIONS)[number];

export interface EditorState {
  /** The last saved copy as the server answered it. */
  saved: Stream | null;
  /** The saved settings with the plan limits applied: what unsaved changes compare against. */
  baseline: StreamSettings | null;
  /** The settings being edited. */
  draft: StreamSettings | null;
  open: Section | null;
  filled: Section[];
  saving: boolean;
  /** A card check of Allow extra viewers is running (001 §5 save check 2 waits for it). */
  cardCheck: boolean;
  /** The message of the last failed save check or save, shown above the action bar. */
  error: { message: string; field?: string } | null;
  /** Chat state remembered when the featured image was ticked (001 §4). */
  chatBeforeFeatured: boolean;
  /** Loads a saved copy: baseline and draft both start from it (plan limits applied, 001 §4). */
  load: (stream: Stream, limits: Limitations) => void;
  /** Replaces the draft through a rule of `@smuc/sdk` (or a plain field write). */
  edit: (change: (draft: StreamSettings) => StreamSettings) => void;
  set: <K extends keyof StreamSettings>(key: K, value: StreamSettings[K]) => void;
  toggle: (section: Section) => void;
  nextStep: (section: Section) => void;
  setSaving: (saving: boolean) => void;
  setCardCheck: (running: boolean) => void;
  setError: (error: EditorState['error']) => void;
  setChatBeforeFeatured: (on: boolean) => void;
}

/** A stream's settings part, parsed by the contract (drops identity, status and counters). */
export const settingsOf = (s: Stream): StreamSettings => streamSettingsSchema.parse(s);

/**
 * One store per editor instance (never a module singleton): the saved copy, the plan-corrected
 * baseline, the draft, the accordion state and the save state.
 */
export function createEditorStore() {
  return createStore<EditorState>((set, get) => ({
    saved: null,
    baseline: null,
    draft: null,
    open: 'general',
    filled: [],
    saving: false,
    cardCheck: false,
    error: null,
    chatBeforeFeatured: false,
    load: (stream, limits) => {
      const baseline = applyPlanLimits(settingsOf(stream), limits);
      set({ saved: stream, baseline, draft: baseline, error: null, chatBeforeFeatured: baseline.show_chat });
    },
    edit: (change) => {
      const draft = get().draft;
      if (draft) set({ draft: change(draft), error: null });
    },
    set: (key, value) => get().edit((d) => ({ ...d, [key]: value })),
    toggle: (section) => set((s) => ({ open: s.open === section ? null : section })),
    nextStep: (section) =>
      set((s) => {
        const i = SECTIONS.indexOf(section);
        return {
          filled: s.filled.includes(section) ? s.filled : [...s.filled, section],
          open: SECTIONS[i + 1] ?? null,
        };
      }),
    setSaving: (saving) => set({ saving }),
    setCardCheck: (cardCheck) => set({ cardCheck }),
    setError: (error) => set({ error }),
    setChatBeforeFeatured: (chatBeforeFeatured) => set({ chatBeforeFeatured }),
  }));
}
export type EditorStore = ReturnType<typeof createEditorStore>;

/** Unsaved changes of the draft against the baseline, as the save payload would send them (001 §4). */
export function changesOf(state: Pick<EditorState, 'baseline' | 'draft'>): UnsavedChange[] {
  if (!state.baseline || !state.draft) return [];
  return unsavedChanges(
    toSavePayload(state.baseline) as Record<string, unknown>,
    toSavePayload(state.draft) as Record<string, unknown>,
  );
}
