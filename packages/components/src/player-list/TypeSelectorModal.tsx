import { CREATE_KINDS, type CreateKind, canCreateKind, type Stream } from '@smuc/sdk';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArea } from '../shell/area-context';
import { Modal } from '../ui/Modal';
import { useToast } from '../ui/Toaster';

/** Ad-style kinds first: they are what every account can create (000 §2). */
const ORDER: CreateKind[] = ['ad', 'photo_ad', 'embed', 'live', 'playback'];

/**
 * The type selector (000 §2, 001 §2): a radio list and a "Setup {type}" button that creates the
 * stream on the server and hands it to `onCreated`. Live and playback are offered only to accounts
 * on the allow-list (`limitations.liveStreaming`).
 */
export function TypeSelectorModal({
  isOpen,
  onClose,
  liveStreaming,
  onCreated,
}: {
  isOpen: boolean;
  onClose: () => void;
  liveStreaming: boolean;
  onCreated: (stream: Stream) => void;
}) {
  const { t } = useTranslation();
  const { client } = useArea();
  const toast = useToast();
  const kinds = ORDER.filter((k) => CREATE_KINDS.includes(k) && canCreateKind(k, liveStreaming));
  const [kind, setKind] = useState<CreateKind>('ad');
  const [busy, setBusy] = useState(false);
  const create = async () => {
    setBusy(true);
    try {
      const stream = await client.streams.create({ kind });
      onCreated(stream);
      onClose();
    } catch (e) {
      toast(e instanceof Error ? e.message : t('errors.somethingWentWrong'), 'danger', 8000);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal title={t('typeSelector.title')} isOpen={isOpen} onClose={onClose} locked={busy}>
      <fieldset className="type-list">
        <legend className="visually-hidden">{t('typeSelector.title')}</legend>
        {kinds.map((k) => (
          <label key={k} className={`type-option ${kind === k ? 'active' : ''}`}>
            <input
              type="radio"
              name="player-type"
              value={k}
              checked={kind === k}
              onChange={() => setKind(k)}
            />
            <span>
              <strong>{t(`typeSelector.kinds.${k}`)}</strong>
              <span className="muted">{t(`typeSelector.hints.${k}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="modal-actions">
        <button type="button" className="btn" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </button>
        <button type="button" className="btn btn-primary" onClick={create} disabled={busy}>
          {busy
            ? t('typeSelector.creating')
            : t('typeSelector.setup', { type: t(`typeSelector.kinds.${kind}`) })}
        </button>
      </div>
    </Modal>
  );
}
