import { createStore } from 'zustand/vanilla';
import { DEFAULT_FILTERS, type PlayerFilters, readFilters, writeFilters } from './filters';

/** Batch deletion progress shown in the "Deletion in progress" modal. */
export interface DeletionProgress {
  total: number;
  done: number;
  failed: number;
  finished: boolean;
}

export interface PlayerListState {
  filters: PlayerFilters;
  search: string;
  page: number;
  batchOpen: boolean;
  batchOption: '' | 'delete';
  selected: number[];
  deletion: DeletionProgress | null;
  setFilter: <K extends keyof PlayerFilters>(key: K, value: PlayerFilters[K]) => void;
  setSearch: (search: string) => void;
  setPage: (page: number) => void;
  toggleBatch: () => void;
  setBatchOption: (option: '' | 'delete') => void;
  toggleSelected: (id: number) => void;
  setSelected: (ids: number[]) => void;
  setDeletion: (progress: DeletionProgress | null) => void;
}

/**
 * One store per players-list instance (never a module singleton). Filters start from and are
 * written to localStorage; a filter or search change goes back to page 1.
 */
export function createPlayerListStore(persist = true) {
  return createStore<PlayerListState>((set, get) => ({
    filters: persist ? readFilters() : DEFAULT_FILTERS,
    search: '',
    page: 1,
    batchOpen: false,
    batchOption: '',
    selected: [],
    deletion: null,
    setFilter: (key, value) => {
      const filters = { ...get().filters, [key]: value };
      if (persist) writeFilters(filters);
      set({ filters, page: 1 });
    },
    setSearch: (search) => set({ search, page: 1 }),
    setPage: (page) => set({ page }),
    toggleBatch: () => set((s) => ({ batchOpen: !s.batchOpen, selected: [], batchOption: '' })),
    setBatchOption: (batchOption) => set({ batchOption }),
    toggleSelected: (id) =>
      set((s) => ({
        selected: s.selected.includes(id) ? s.selected.filter((x) => x !== id) : [...s.selected, id],
      })),
    setSelected: (selected) => set({ selected }),
    setDeletion: (deletion) => set({ deletion }),
  }));
}
export type PlayerListStore = ReturnType<typeof createPlayerListStore>;
