import {
  AUTOSUGGEST_DEBOUNCE_MS,
  canApplyBatch,
  effectiveSearch,
  PLAYERS_PER_PAGE,
  pageCount,
  STREAM_LIST_TYPES,
  STREAM_SORTS,
} from '@smuc/sdk';
import { ArrowLeft, Plus, Settings2 } from 'lucide-react';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { type AreaProps, AreaRoot } from '../shell/AreaRoot';
import { useArea } from '../shell/area-context';
import { useAsync } from '../shell/useAsync';
import { useOpenPlayer } from '../shell/useOpenPlayer';
import { ConfirmModal } from '../ui/ConfirmModal';
import { Pagination } from '../ui/Pagination';
import { SelectField } from '../ui/SelectField';
import { Skeleton, WidgetError } from '../ui/WidgetState';
import { DeletionModal } from './DeletionModal';
import { clearPlayerFilters, type OrientationFilter, type SortOrder, type TypeFilter } from './filters';
import { PlayerTile } from './PlayerTile';
import css from './player-list.css?inline';
import { createPlayerListStore, type PlayerListState, type PlayerListStore } from './store';
import { TypeSelectorModal } from './TypeSelectorModal';

const StoreContext = createContext<PlayerListStore | null>(null);
function useList<T>(select: (s: PlayerListState) => T): T {
  const store = useContext(StoreContext);
  if (!store) throw new Error('player list store missing');
  return useStore(store, select);
}

/** The search box: filters by title, case-insensitive, only above 1 character (000 §2), debounced 300 ms. */
function SearchBox() {
  const { t } = useTranslation();
  const setSearch = useList((s) => s.setSearch);
  const [value, setValue] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(effectiveSearch(value) ?? ''), AUTOSUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, setSearch]);
  return (
    <div className="field search">
      <label htmlFor="player-search">{t('players.search')}</label>
      <input
        id="player-search"
        type="search"
        className="input"
        placeholder={t('players.searchPlaceholder')}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
    </div>
  );
}

function Filters() {
  const { t } = useTranslation();
  const filters = useList((s) => s.filters);
  const setFilter = useList((s) => s.setFilter);
  return (
    <div className="filters">
      <SelectField
        id="filter-orientation"
        label={t('players.orientation')}
        value={filters.orientation}
        options={(['all', '1', '0', '2'] as const).map((o) => ({ value: o, label: t(`orientation.${o}`) }))}
        onChange={(v: OrientationFilter) => setFilter('orientation', v)}
      />
      <SelectField
        id="filter-type"
        label={t('players.playerType')}
        value={filters.type}
        options={(['all', ...STREAM_LIST_TYPES] as const).map((o) => ({
          value: o,
          label: t(`players.types.${o}`),
        }))}
        onChange={(v: TypeFilter) => setFilter('type', v)}
      />
      <SelectField
        id="filter-sort"
        label={t('players.sortBy')}
        value={filters.sort}
        options={STREAM_SORTS.map((o) => ({ value: o, label: t(`players.sorts.${o}`) }))}
        onChange={(v: SortOrder) => setFilter('sort', v)}
      />
      <SearchBox />
    </div>
  );
}

/** The batch bar (000 §2): one option, Apply (only with an option and a selection), Select all / Deselect all. */
function BatchBar({ pageIds, onApply }: { pageIds: number[]; onApply: () => void }) {
  const { t } = useTranslation();
  const { batchOption, selected, setBatchOption, setSelected } = useList((s) => s);
  return (
    <div className="batch-bar">
      <div className="field">
        <label htmlFor="batch-option">{t('players.batchOption')}</label>
        <select
          id="batch-option"
          className="input"
          value={batchOption}
          onChange={(e) => setBatchOption(e.target.value as '' | 'delete')}
        >
          <option value="">{t('players.batchChoose')}</option>
          <option value="delete">{t('players.batchDelete')}</option>
        </select>
      </div>
      <button
        type="button"
        className="btn btn-primary"
        disabled={!canApplyBatch(batchOption, selected.length)}
        onClick={onApply}
      >
        {t('players.apply')}
      </button>
      <button
        type="button"
        className="btn"
        onClick={() => setSelected([...new Set([...selected, ...pageIds])])}
      >
        {t('players.selectAll')}
      </button>
      <button type="button" className="btn" onClick={() => setSelected([])}>
        {t('players.deselectAll')}
      </button>
      <span className="muted" aria-live="polite">
        {t('players.selectedCount', { count: selected.length })}
      </span>
    </div>
  );
}

function PlayerListBody({ hideCreate }: { hideCreate: boolean }) {
  const { t } = useTranslation();
  const { client, emit } = useArea();
  const openPlayer = useOpenPlayer();
  const s = useList((x) => x);
  const user = useAsync((signal) => client.user.me(signal), [client]);
  const [creating, setCreating] = useState(false);
  const [version, setVersion] = useState(0);
  const list = useAsync(
    (signal) =>
      client.streams.list(
        {
          type: s.filters.type === 'all' ? undefined : s.filters.type,
          orientation:
            s.filters.orientation === 'all' ? undefined : (Number(s.filters.orientation) as 0 | 1 | 2),
          sort: s.filters.sort,
          search: s.search || undefined,
          page: s.page,
          per_page: PLAYERS_PER_PAGE,
        },
        signal,
      ),
    [client, s.filters, s.search, s.page, version],
  );
  const page = list.data;
  const totalPages = page ? pageCount(page.total, PLAYERS_PER_PAGE) : 0;
  const filtered = s.filters.type !== 'all' || s.filters.orientation !== 'all' || s.search !== '';
  const headingRef = useRef<HTMLHeadingElement>(null);

  // 000 §2: filters are cleared on page unload.
  useEffect(() => {
    window.addEventListener('pagehide', clearPlayerFilters);
    return () => window.removeEventListener('pagehide', clearPlayerFilters);
  }, []);

  // A page past the end (e.g. after deleting its last players) falls back to the last page.
  useEffect(() => {
    if (page && page.items.length === 0 && s.page > 1 && totalPages > 0) s.setPage(totalPages);
  }, [page, s.page, totalPages, s.setPage]);

  // Batch delete asks first (issue 19 §8): "Delete N players?", then deletes with progress.
  const [confirming, setConfirming] = useState(false);
  const runDeletion = async () => {
    const ids = [...s.selected];
    let done = 0;
    let failed = 0;
    s.setDeletion({ total: ids.length, done, failed, finished: false });
    for (const id of ids) {
      try {
        await client.streams.remove(id);
        done++;
      } catch {
        failed++;
      }
      s.setDeletion({ total: ids.length, done, failed, finished: false });
    }
    s.setDeletion({ total: ids.length, done, failed, finished: true });
    s.setSelected([]);
    setVersion((v) => v + 1);
  };

  return (
    <div className="player-list">
      <a
        href="/dashboard"
        className="back-link"
        onClick={(e) => {
          if (!emit('smuc-navigate', { path: '/dashboard' })) e.preventDefault();
        }}
      >
        <ArrowLeft size={16} aria-hidden className="flip-rtl" /> {t('players.backToDashboard')}
      </a>
      <section className="card" aria-labelledby="all-players-title">
        <div className="card-header">
          <h1 id="all-players-title" ref={headingRef}>
            {t('players.title')}
            {page && (
              <span className="muted count num">
                {' '}
                · {t('players.count', { count: page.total, value: page.total })}
              </span>
            )}
          </h1>
          <div className="header-actions">
            <button
              type="button"
              className={`btn btn-icon ${s.batchOpen ? 'btn-primary' : ''}`}
              aria-pressed={s.batchOpen}
              aria-label={t('players.batchToggle')}
              onClick={s.toggleBatch}
            >
              <Settings2 size={18} aria-hidden />
            </button>
            {user.data && !user.data.masqueraded && !hideCreate && (
              <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
                <Plus size={16} aria-hidden /> {t('players.newPlayer')}
              </button>
            )}
          </div>
        </div>
        <Filters />
        {s.batchOpen && (
          <BatchBar pageIds={page?.items.map((p) => p.id) ?? []} onApply={() => setConfirming(true)} />
        )}
        {list.status === 'error' ? (
          <WidgetError onRetry={list.reload} />
        ) : !page ? (
          <div className="player-grid">
            {Array.from({ length: PLAYERS_PER_PAGE }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: skeleton slots have no identity
              <Skeleton key={i} height={190} />
            ))}
          </div>
        ) : page.items.length === 0 && page.page === 1 ? (
          <div className="empty" role="status">
            {filtered ? (
              <p>{t('players.emptyFiltered')}</p>
            ) : (
              <>
                <p>{t('players.empty')}</p>
                <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
                  {t('players.createFirst')}
                </button>
              </>
            )}
          </div>
        ) : (
          <>
            <div className="player-grid" aria-busy={list.status === 'loading'}>
              {page.items.map((stream) => (
                <PlayerTile
                  key={stream.id}
                  stream={stream}
                  selectable={s.batchOpen}
                  selected={s.selected.includes(stream.id)}
                  onToggle={() => s.toggleSelected(stream.id)}
                />
              ))}
            </div>
            <Pagination
              page={s.page}
              totalPages={totalPages}
              onChange={(p) => {
                s.setPage(p);
                headingRef.current?.scrollIntoView({ block: 'start' });
              }}
            />
          </>
        )}
      </section>
      <ConfirmModal
        title={t('players.batchConfirmTitle', { count: s.selected.length })}
        isOpen={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => void runDeletion()}
        confirmText={t('common.delete')}
        confirmClassName="btn btn-danger"
        role="alertdialog"
      >
        <p>{t('players.batchConfirmText')}</p>
      </ConfirmModal>
      <DeletionModal progress={s.deletion} onClose={() => s.setDeletion(null)} />
      {user.data && (
        <TypeSelectorModal
          isOpen={creating}
          onClose={() => setCreating(false)}
          liveStreaming={user.data.limitations.liveStreaming}
          onCreated={(stream) => openPlayer(stream.id)}
        />
      )}
    </div>
  );
}

/**
 * The players list at /streams (000 §2): filters that persist locally, search, sort, 9 per page,
 * batch delete with progress, the type selector. Element: `<smuc-player-list api-base token lang
 * hide-create>` (`hide-create` when the host has its own create button);
 * raises `smuc-open-player` `{ id }` and `smuc-navigate` `{ path }`.
 */
export function PlayerList(props: AreaProps & { persistFilters?: boolean; hideCreate?: boolean }) {
  const [store] = useState(() => createPlayerListStore(props.persistFilters ?? true));
  return (
    <AreaRoot {...props} css={css}>
      <StoreContext.Provider value={store}>
        <PlayerListBody hideCreate={props.hideCreate ?? false} />
      </StoreContext.Provider>
    </AreaRoot>
  );
}
