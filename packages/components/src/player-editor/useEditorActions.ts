import { firstFailedSaveCheck, isApiError, SAVE_CHECK_FIELDS, toSavePayload } from '@smuc/sdk';
import { useTranslation } from 'react-i18next';
import { useArea } from '../shell/area-context';
import { useToast } from '../ui/Toaster';
import { useEditor } from './context';

/** Toast durations of 001 §9: success 5000 ms, failures 8000 ms. */
const SUCCESS_MS = 5000;
const FAILURE_MS = 8000;

const messageOf = (error: unknown, fallback: string) =>
  isApiError(error) || error instanceof Error ? error.message || fallback : fallback;

/**
 * Save, delete and duplicate of the editor (001 §2, §5, §8):
 * - save runs the eight checks in order (a save in progress is ignored), sends the save payload
 *   and on success shows "Successful saving." and takes the answer as the new saved copy; a failed
 *   check or save shows its message;
 * - delete (after the confirmation) shows "Stream deleted successfully." and goes to /dashboard;
 * - duplicate shows "Successful duplicating." and opens the new player (`smuc-open-player`
 *   `{ id, message }`: a host that routes shows the message after opening the copy).
 */
export function useEditorActions(streamId: number, anyPayable: boolean) {
  const { t } = useTranslation();
  const { client, emit } = useArea();
  const toast = useToast();
  const { store, limits } = useEditor();

  const save = async () => {
    const { draft, saved, saving, cardCheck, setSaving, setError, load } = store.getState();
    if (!draft || !saved) return;
    const failed = firstFailedSaveCheck(draft, {
      saving,
      cardCheckInProgress: cardCheck,
      socialVideoProcessing: draft.embed_social_video_processing === true,
      status: saved.stream_status,
      savedStart: saved.start_date,
      savedType: saved.type,
      hasVideo: saved.vod_data_id !== null,
      anyPayable,
      now: Date.now(),
    });
    if (failed?.code === 'saving') return;
    if (failed) {
      setError({ message: t(`playerEditor.checks.${failed.code}`), field: SAVE_CHECK_FIELDS[failed.code] });
      return;
    }
    setSaving(true);
    try {
      const next = await client.streams.update(streamId, toSavePayload(draft));
      load(next, limits);
      toast(t('playerEditor.saved'), 'success', SUCCESS_MS);
    } catch (error) {
      setError({ message: messageOf(error, t('playerEditor.somethingWentWrong')) });
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    try {
      await client.streams.remove(streamId);
      // The editor is about to go: the host shows the message after routing.
      emit('smuc-dirty-change', { dirty: false });
      await new Promise((r) => setTimeout(r, 0));
      if (emit('smuc-navigate', { path: '/dashboard', message: t('playerEditor.deleted') }))
        window.location.assign('/dashboard');
      return true;
    } catch {
      toast(t('playerEditor.somethingWentWrong'), 'danger', FAILURE_MS);
      return false;
    }
  };

  const duplicate = async () => {
    try {
      const { id } = await client.streams.duplicate(streamId);
      toast(t('playerEditor.duplicated'), 'success', SUCCESS_MS);
      if (emit('smuc-open-player', { id, message: t('playerEditor.duplicated') }))
        window.location.assign(`/stream/${id}`);
    } catch (error) {
      toast(messageOf(error, t('playerEditor.somethingWentWrong')), 'danger', FAILURE_MS);
    }
  };

  return { save, remove, duplicate };
}
