import type { Limitations, SubscriberForm } from '@smuc/sdk';
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { EditorState, EditorStore } from './store';

/** What the editor's parts share besides the store: plan, storage state, forms, read-only flag. */
export interface EditorEnv {
  store: EditorStore;
  limits: Limitations;
  storage: 0 | 1 | 2;
  forms: SubscriberForm[] | null;
  readOnly: boolean;
  /** Opens the upgrade-my-plan modal for a locked feature (001 §2). */
  upgrade: (feature: string) => void;
}

export const EditorContext = createContext<EditorEnv | null>(null);

/** The editor instance's environment; throws outside the editor. */
export function useEditor(): EditorEnv {
  const env = useContext(EditorContext);
  if (!env) throw new Error('useEditor() needs the player editor above it');
  return env;
}

/** Selects from this instance's store. */
export function useEditorState<T>(select: (s: EditorState) => T): T {
  return useStore(useEditor().store, select);
}
