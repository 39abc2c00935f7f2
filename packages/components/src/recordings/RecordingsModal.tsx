import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import {
  LAST_RECORDING_MESSAGE,
  RECORDINGS_REFRESH_MS,
  type Recording,
  StreamStatus,
  TOAST_LONG_MS,
  TOAST_SHORT_MS,
  ValidationError,
} from '@smuc/sdk';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArea } from '../shell/area-context';
import { useAsync } from '../shell/useAsync';
import { ConfirmDeleteModal } from '../ui/ConfirmDeleteModal';
import { CaptionTracks } from '../ui/captions/CaptionTracks';
import { Modal } from '../ui/Modal';
import { useToast } from '../ui/Toaster';
import { Skeleton, WidgetError } from '../ui/WidgetState';
import { canSaveRecordings, type DraftEntry, draftChanged, draftOf } from './format';
import { RecordingRow } from './RecordingRow';
import css from './recordings.css?inline';
import { useRecordingDownload } from './useRecordingDownload';
import './texts';

/** Counts down from 60 s while `running`, calling `onZero` at 0 and starting over (001 §4, §9). */
function useCountdown(running: boolean, onZero: () => void) {
  const total = Math.round(RECORDINGS_REFRESH_MS / 1000);
  const [left, setLeft] = useState(total);
  useEffect(() => {
    if (!running) return;
    setLeft(total);
    const timer = setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(timer);
  }, [running, total]);
  useEffect(() => {
    if (!running || left > 0) return;
    onZero();
    setLeft(total);
  }, [running, left, onZero, total]);
  return left;
}

/**
 * The "stream recordings" modal of 001 §2/§4 for one player, to mount inside any area root (it
 * brings its own styles): the recordings in display order with thumbnail, name, date, duration;
 * drag-and-drop or keyboard reordering and the active switches, enabled only when the broadcast is
 * closed and every recording is ready; Save only when, in addition, something changed and one stays
 * active; while a recording is not ready the list refreshes every 60 s with a visible countdown;
 * delete with confirmation (never the last: 'There must be at least one VOD to display...');
 * download with confirmation, create-or-fetch, 10 s polling, one at a time.
 * `onChange` is called after a save or a deletion with the new list.
 */
export function RecordingsModal({
  streamId,
  isOpen,
  onClose,
  onChange,
}: {
  streamId: number;
  isOpen: boolean;
  onClose: () => void;
  onChange?: (recordings: Recording[]) => void;
}) {
  const { t } = useTranslation();
  const { client, portal } = useArea();
  const toast = useToast();
  const stream = useAsync(
    (signal) => (isOpen ? client.streams.get(streamId, signal) : Promise.resolve(null)),
    [client, streamId, isOpen],
  );
  const list = useAsync(
    (signal) => (isOpen ? client.recordings.list(streamId, signal) : Promise.resolve(null)),
    [client, streamId, isOpen],
  );
  const [saved, setSaved] = useState<Recording[] | null>(null);
  const [draft, setDraft] = useState<DraftEntry[]>([]);
  const [saving, setSaving] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState<Recording | null>(null);
  const [confirmDownload, setConfirmDownload] = useState<Recording | null>(null);
  const [captionsOf, setCaptionsOf] = useState<Recording | null>(null);
  useEffect(() => {
    if (!list.data) return;
    setSaved(list.data);
    setDraft(draftOf(list.data));
  }, [list.data]);

  const download = useRecordingDownload(streamId, (state) =>
    setSaved((all) =>
      all
        ? all.map((r) =>
            r.uid === state.uid ? { ...r, download: { status: state.status, url: state.url } } : r,
          )
        : all,
    ),
  );

  const closed = stream.data?.stream_status === StreamStatus.closed;
  const allReady = saved?.every((r) => r.ready) ?? true;
  const canEdit = closed && allReady && !saving;
  const changed = saved ? draftChanged(saved, draft) : false;
  const noneActive = draft.length > 0 && !draft.some((d) => d.active);
  const canSave = !!saved && !saving && canSaveRecordings(closed, saved, draft);
  const seconds = useCountdown(isOpen && !allReady, list.reload);
  const byUid = useMemo(() => new Map((saved ?? []).map((r) => [r.uid, r])), [saved]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = draft.findIndex((d) => d.uid === active.id);
    const to = draft.findIndex((d) => d.uid === over.id);
    if (from < 0 || to < 0) return;
    setDraft((d) => arrayMove(d, from, to));
  };
  const nameOf = (uid: UniqueIdentifier) => byUid.get(String(uid))?.name ?? '';
  const positionOf = (uid: UniqueIdentifier) => draft.findIndex((d) => d.uid === uid) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('recordings.picked', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('recordings.over', {
            name: nameOf(active.id),
            position: positionOf(over.id),
            count: draft.length,
          })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('recordings.moved', {
            name: nameOf(active.id),
            position: positionOf(over.id),
            count: draft.length,
          })
        : t('recordings.cancelled', { name: nameOf(active.id) }),
    onDragCancel: ({ active }) => t('recordings.cancelled', { name: nameOf(active.id) }),
  };

  const save = async () => {
    if (!saved) return;
    setSaving(true);
    try {
      const next = await client.recordings.save(
        streamId,
        draft.map((d, weight) => ({ uid: d.uid, url: byUid.get(d.uid)?.url, active: d.active, weight })),
      );
      setSaved(next);
      setDraft(draftOf(next));
      toast(t('recordings.saved'), 'success', TOAST_SHORT_MS);
      onChange?.(next);
    } catch (error) {
      toast(
        error instanceof ValidationError ? error.message : t('errors.somethingWentWrong'),
        'danger',
        TOAST_LONG_MS,
      );
    } finally {
      setSaving(false);
    }
  };

  const askDelete = (recording: Recording) => {
    if ((saved?.length ?? 0) <= 1) toast(t('recordings.lastRecording'), 'danger', TOAST_LONG_MS);
    else setConfirmDelete(recording);
  };
  const afterDelete = (uid: string) => {
    const next = (saved ?? []).filter((r) => r.uid !== uid);
    setSaved(next);
    setDraft((d) => d.filter((x) => x.uid !== uid));
    setConfirmDelete(null);
    onChange?.(next);
  };

  const busyRecording = download.busy ? byUid.get(download.busy) : undefined;
  let body: ReactNode;
  if (list.status === 'error' || stream.status === 'error')
    body = (
      <WidgetError
        onRetry={() => {
          list.reload();
          stream.reload();
        }}
      />
    );
  else if (!saved || !stream.data) body = <Skeleton height={160} />;
  else if (saved.length === 0) body = <p className="muted">{t('recordings.empty')}</p>;
  else
    body = (
      <>
        {!closed && <p className="alert recordings-hint">{t('recordings.notClosed')}</p>}
        {!allReady && (
          <p className="alert recordings-refresh">
            <span>{t('recordings.notReady', { seconds })}</span>{' '}
            <button type="button" className="btn btn-ghost" onClick={list.reload}>
              {t('recordings.refreshNow')}
            </button>
          </p>
        )}
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            container: portal() ?? undefined,
            announcements,
            screenReaderInstructions: { draggable: t('recordings.dragInstructions') },
          }}
        >
          <SortableContext items={draft.map((d) => d.uid)} strategy={verticalListSortingStrategy}>
            <ul className="recordings-list" aria-label={t('recordings.listLabel')}>
              {draft.map((d) => {
                const recording = byUid.get(d.uid);
                if (!recording) return null;
                return (
                  <RecordingRow
                    key={d.uid}
                    recording={recording}
                    active={d.active}
                    canEdit={canEdit}
                    downloading={download.busy === d.uid}
                    downloadBusy={download.busy !== null}
                    onToggle={() =>
                      setDraft((all) => all.map((x) => (x.uid === d.uid ? { ...x, active: !x.active } : x)))
                    }
                    onDownload={() => setConfirmDownload(recording)}
                    onCaptions={() => setCaptionsOf(recording)}
                    onDelete={() => askDelete(recording)}
                  />
                );
              })}
            </ul>
          </SortableContext>
        </DndContext>
        <div role="status" className="recordings-status">
          {busyRecording && (
            <p className="muted">{t('recordings.downloadProgress', { name: busyRecording.name })}</p>
          )}
          {noneActive && <p className="alert alert-danger">{LAST_RECORDING_MESSAGE}</p>}
          {changed && !noneActive && <p className="muted">{t('recordings.unsaved')}</p>}
        </div>
      </>
    );

  return (
    <>
      <Modal title={t('recordings.title')} isOpen={isOpen} onClose={onClose} locked={saving}>
        <style>{css}</style>
        <div className="recordings-modal">{body}</div>
        <div className="modal-actions">
          <button type="button" className="btn" onClick={onClose} disabled={saving}>
            {t('common.close')}
          </button>
          <button
            type="button"
            className="btn btn-primary save"
            disabled={!canSave}
            onClick={() => void save()}
          >
            {saving ? t('common.saving') : t('common.save')}
          </button>
        </div>
      </Modal>
      <ConfirmDeleteModal
        title={t('recordings.deleteTitle')}
        item={confirmDelete}
        onClose={() => setConfirmDelete(null)}
        onConfirm={(recording) => client.recordings.remove(streamId, recording.uid)}
        onDeleted={(recording) => afterDelete(recording.uid)}
        successText={t('recordings.deleted')}
        failureText={t('errors.somethingWentWrong')}
      >
        {(recording) => <p>{t('recordings.deleteConfirm', { name: recording.name })}</p>}
      </ConfirmDeleteModal>
      <Modal
        title={t('recordings.captionsTitle', { name: captionsOf?.name ?? '' })}
        isOpen={captionsOf !== null}
        onClose={() => setCaptionsOf(null)}
      >
        {captionsOf && <CaptionTracks videoId={captionsOf.uid} />}
        <div className="modal-actions">
          <button type="button" className="btn" onClick={() => setCaptionsOf(null)}>
            {t('common.close')}
          </button>
        </div>
      </Modal>
      <Modal
        title={t('recordings.downloadTitle')}
        isOpen={confirmDownload !== null}
        onClose={() => setConfirmDownload(null)}
        role="alertdialog"
      >
        <p>{t('recordings.downloadConfirm', { name: confirmDownload?.name ?? '' })}</p>
        <div className="modal-actions">
          <button type="button" className="btn" onClick={() => setConfirmDownload(null)}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="btn btn-primary confirm-download"
            onClick={() => {
              const recording = confirmDownload;
              setConfirmDownload(null);
              if (recording) void download.start(recording);
            }}
          >
            {t('recordings.downloadStart')}
          </button>
        </div>
      </Modal>
    </>
  );
}
