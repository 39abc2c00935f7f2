import {
  isApiError,
  isForbiddenError,
  isNotFoundError,
  type Limitations,
  type Stream,
  StreamType,
  type SubscriberForm,
  storageState,
  streamKindLabel,
} from '@smuc/sdk';
import { Check, ChevronDown, Film, MessageSquareWarning } from 'lucide-react';
import { createElement, type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { StorageWarningModal } from '../packages/StorageWarningModal';
import { UpgradeModal } from '../packages/UpgradeModal';
import { RecordingsModal } from '../recordings/RecordingsModal';
import { RecordingsPreview } from '../recordings/RecordingsPreview';
import { type AreaProps, AreaRoot } from '../shell/AreaRoot';
import { useArea } from '../shell/area-context';
import { useAsync } from '../shell/useAsync';
import { Skeleton } from '../ui/WidgetState';
import { ActionBar } from './ActionBar';
import { AreaModalButton } from './AreaModalButton';
import { EditorContext, type EditorEnv, useEditor, useEditorState } from './context';
import { DebugTable } from './DebugTable';
import { DestinationsPanel } from './DestinationsPanel';
import { DetailsSection } from './DetailsSection';
import { GeneralSection } from './GeneralSection';
import { SocialVideoPanel } from './media/SocialVideoPanel';
import { NotificationSection } from './NotificationSection';
import { PlaybackVideoPanel } from './PlaybackVideoPanel';
import css from './player-editor.css?inline';
import { LivePreview } from './preview/LivePreview';
import { StartStreamPanel } from './StartStreamPanel';
import { StreamAnalyticsPanel } from './StreamAnalyticsPanel';
import { changesOf, createEditorStore, SECTIONS, type Section } from './store';
import { useEditorActions } from './useEditorActions';
import { useEditorRecordings } from './useEditorRecordings';
// The editor's texts and those its sections use: media fields, restream destinations, connected
// platforms, the card form of extra viewers (registered here for the whole editor).
import './texts';
import './media/texts';
import './restream/texts';
import '../connected-platforms/texts';
import '../profile/texts';

/** The load-error message keys of 001 §8: authorization, not found, anything else. */
function loadErrorKey(error: unknown) {
  if (isForbiddenError(error) || (isApiError(error) && error.status === 401))
    return 'errors.streamUnauthorized';
  if (isNotFoundError(error)) return 'errors.streamNotFound';
  return 'errors.streamUnknown';
}

interface Loaded {
  stream: Stream;
  limits: Limitations;
  storedMinutes: number;
  masqueraded: boolean;
  forms: SubscriberForm[] | null;
  anyPayable: boolean;
}

const SECTION_BODIES: Record<Section, () => ReactNode> = {
  general: () => <GeneralSection />,
  details: () => <DetailsSection />,
  notification: () => <NotificationSection />,
};

/** One accordion section (001 §2): a heading button, its panel, and the next-step button. */
function AccordionSection({ section }: { section: Section }) {
  const { t } = useTranslation();
  const { store } = useEditor();
  const open = useEditorState((s) => s.open === section);
  const filled = useEditorState((s) => s.filled.includes(section));
  const last = SECTIONS.indexOf(section) === SECTIONS.length - 1;
  return (
    <div className={`accordion-item${open ? ' open' : ''}`}>
      <h2>
        <button
          type="button"
          className="accordion-trigger"
          id={`section-${section}`}
          aria-expanded={open}
          aria-controls={`panel-${section}`}
          onClick={() => store.getState().toggle(section)}
        >
          <span>{t(`playerEditor.sections.${section}`)}</span>
          {filled && (
            <span className="filled">
              <Check size={16} aria-hidden />
              <span className="visually-hidden">{t('playerEditor.filled')}</span>
            </span>
          )}
          <ChevronDown size={18} aria-hidden className="chevron" />
        </button>
      </h2>
      {open && (
        <section id={`panel-${section}`} aria-labelledby={`section-${section}`} className="accordion-panel">
          {SECTION_BODIES[section]()}
          {!last && (
            <div className="next-step">
              <button type="button" className="btn" onClick={() => store.getState().nextStep(section)}>
                {t('playerEditor.nextStep')}
              </button>
            </div>
          )}
        </section>
      )}
    </div>
  );
}

function EditorForm({ loaded, props }: { loaded: Loaded; props: EditorProps }) {
  const { t } = useTranslation();
  const { emit } = useArea();
  const { readOnly, storage } = useEditor();
  const saved = useEditorState((s) => s.saved) as Stream;
  const draftType = useEditorState((s) => s.draft?.type);
  const error = useEditorState((s) => s.error);
  const baseline = useEditorState((s) => s.baseline);
  const draft = useEditorState((s) => s.draft);
  const dirty = useMemo(() => changesOf({ baseline, draft }).length > 0, [baseline, draft]);
  const actions = useEditorActions(saved.id, loaded.anyPayable);

  useEffect(() => {
    emit('smuc-dirty-change', { dirty });
  }, [dirty, emit]);

  const [productManager, setProductManager] = useState(false);
  useEffect(() => setProductManager(customElements.get('smuc-product-manager') !== undefined), []);
  const live = saved.type === StreamType.live && draftType === StreamType.live;
  // Chat, and so its moderation, exists on live and fake-live players (001 §2).
  const chatKind = saved.type === StreamType.live || saved.type === StreamType.playback;
  const recordings = useEditorRecordings(saved.id, saved.type);

  return (
    <div className="editor-layout">
      <form
        className="editor"
        aria-labelledby="editor-title"
        // The spec's save checks decide validity and speak its messages, not the browser's.
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!readOnly) void actions.save();
        }}
      >
        <header className="editor-header">
          <h1 id="editor-title">
            <bdi>{saved.title || t('players.untitled')}</bdi>
          </h1>
          <span className="badge">{t(`kinds.${streamKindLabel(saved)}`)}</span>
        </header>
        {readOnly && <p className="alert alert-info">{t('playerEditor.readOnly')}</p>}
        {storage > 0 && (
          <p className="alert alert-warning" role="status">
            {t(storage === 2 ? 'playerEditor.plan.storageFull' : 'playerEditor.plan.storageNear')}
          </p>
        )}
        <fieldset className="editor-fields" disabled={readOnly}>
          <legend className="visually-hidden">{t('playerEditor.title')}</legend>
          {SECTIONS.map((s) => (
            <AccordionSection key={s} section={s} />
          ))}
        </fieldset>
        <div className="editor-footer">
          {error && (
            <p className="alert alert-danger save-error" role="alert">
              {error.message}
            </p>
          )}
          {!readOnly && (
            <ActionBar dirty={dirty} onDelete={actions.remove} onDuplicate={() => void actions.duplicate()}>
              {recordings.count > 0 && (
                <button
                  type="button"
                  className="btn"
                  onClick={() => recordings.setOpen(true)}
                  title={t('playerEditor.recordings')}
                >
                  <Film size={16} aria-hidden />{' '}
                  <span className="btn-label">{t('playerEditor.recordings')}</span>
                </button>
              )}
              {chatKind && (
                <AreaModalButton
                  tag="smuc-moderation"
                  label={t('playerEditor.moderation')}
                  icon={MessageSquareWarning}
                  streamId={saved.id}
                  apiBase={props.apiBase}
                  token={props.token}
                  lang={props.lang}
                />
              )}
            </ActionBar>
          )}
        </div>
      </form>
      <aside className="editor-side">
        {draft && <LivePreview saved={saved} draft={draft} forms={loaded.forms} />}
        <RecordingsPreview
          streamId={saved.id}
          type={saved.type}
          reloadKey={recordings.version}
          onOpen={() => recordings.setOpen(true)}
        />
        {live && (
          <StartStreamPanel
            stream={saved}
            software={loaded.limits.streamingSoftware}
            area={{ apiBase: props.apiBase, token: props.token, lang: props.lang }}
          />
        )}
        <DestinationsPanel saved={saved} />
        <StreamAnalyticsPanel saved={saved} />
        <PlaybackVideoPanel apiBase={props.apiBase} token={props.token} readOnly={readOnly} />
        <SocialVideoPanel />
        {productManager &&
          createElement('smuc-product-manager', {
            'stream-id': String(saved.id),
            'api-base': props.apiBase,
            token: props.token,
            lang: props.lang,
          })}
        {props.debug && <DebugTable />}
      </aside>
      <RecordingsModal
        streamId={saved.id}
        isOpen={recordings.open}
        onClose={() => recordings.setOpen(false)}
        onChange={recordings.changed}
      />
    </div>
  );
}

function EditorBody({ streamId, props }: { streamId: number; props: EditorProps }) {
  const { t } = useTranslation();
  const { client, emit } = useArea();
  const store = useMemo(() => createEditorStore(), []);
  const [upgrade, setUpgrade] = useState<string | null>(null);
  const state = useAsync(
    async (signal): Promise<Loaded> => {
      const [stream, limits, stat, me, forms, items] = await Promise.all([
        client.streams.get(streamId, signal),
        client.user.limitations(signal),
        client.user.monthlyStat(signal).catch(() => null),
        client.user.me(signal).catch(() => null),
        client.forms.list(signal).catch(() => null),
        client.feedItems.list(streamId, signal).catch(() => []),
      ]);
      return {
        stream,
        limits,
        storedMinutes: stat?.stored_minutes ?? 0,
        masqueraded: me?.masqueraded ?? false,
        forms,
        anyPayable: items.some((i) => i.payable),
      };
    },
    [client, streamId],
  );
  const ready = useStore(store, (s) => s.saved !== null);

  useEffect(() => {
    if (state.status === 'ready') store.getState().load(state.data.stream, state.data.limits);
    if (state.status === 'error') {
      // 001 §8: load errors show their message and go back to the dashboard.
      const message = t(loadErrorKey(state.error));
      if (emit('smuc-navigate', { path: '/dashboard', message })) window.location.assign('/dashboard');
    }
  }, [state.status, state.data, state.error, emit, t, store]);

  const env = useMemo<EditorEnv | null>(() => {
    if (state.status !== 'ready') return null;
    const { limits, storedMinutes, masqueraded, forms } = state.data;
    return {
      store,
      limits,
      storage: storageState(storedMinutes, limits.maxStorageMinutes),
      forms,
      readOnly: masqueraded,
      upgrade: setUpgrade,
    };
  }, [state.status, state.data, store]);

  if (state.status === 'error') return <p className="alert alert-danger">{t(loadErrorKey(state.error))}</p>;
  if (!env || !ready || state.status !== 'ready') return <Skeleton height={320} />;
  return (
    <EditorContext.Provider value={env}>
      <EditorForm loaded={state.data} props={props} />
      <UpgradeModal
        isOpen={upgrade !== null}
        reason={
          upgrade &&
          t('playerEditor.plan.upgradeText', { feature: t(`playerEditor.plan.features.${upgrade}`) })
        }
        pricingUrl={props.pricingUrl || undefined}
        onClose={() => setUpgrade(null)}
      />
      {/* Near the limit the form says so inline; a full storage (dates locked) opens the modal. */}
      <StorageWarningModal
        minState={2}
        storedMinutes={state.data.storedMinutes}
        maxStorageMinutes={state.data.limits.maxStorageMinutes}
        pricingUrl={props.pricingUrl || undefined}
      />
    </EditorContext.Provider>
  );
}

/** Attributes of `<smuc-player-editor>` besides `api-base`, `token`, `lang`. */
export interface EditorProps extends AreaProps {
  /** The player to edit (`stream-id`). */
  streamId?: number;
  /** Where the upgrade-plan modal links (`pricing-url`); default the server's pricing page, else /packages. */
  pricingUrl?: string;
  /** Shows the debugger table of unsaved changes (`debug`, 001 §2). */
  debug?: boolean;
}

/**
 * The player editor at /stream/{id} (001 §2-§5, §8): the general, details and notification
 * accordion with every field of the stream's type, the field interplay and plan-limit effects of
 * `@smuc/sdk`, the eight save checks, save, delete, duplicate and the start-the-stream panel.
 * Element: `<smuc-player-editor stream-id pricing-url debug api-base token lang>`. Events:
 * `smuc-navigate {path, message?}` (exit, load errors, after delete), `smuc-open-player {id}` (after
 * duplicating), `smuc-dirty-change {dirty}`. Masqueraded sessions get a disabled form and no
 * action bar.
 */
export function PlayerEditor(props: EditorProps) {
  return (
    <AreaRoot {...props} css={css}>
      {props.streamId ? <EditorBody streamId={props.streamId} props={props} /> : null}
    </AreaRoot>
  );
}
