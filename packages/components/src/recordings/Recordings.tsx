import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AreaProps, AreaRoot } from '../shell/AreaRoot';
import { useArea } from '../shell/area-context';
import { useAsync } from '../shell/useAsync';
import { RecordingsModal } from './RecordingsModal';
import { RecordingsPreview } from './RecordingsPreview';
import './texts';

/** Attributes of `<smuc-recordings>` beyond the area's own. */
export interface RecordingsProps extends AreaProps {
  /** The player whose broadcast recordings are shown. */
  streamId?: number;
  /** Opens the modal right away (and again whenever it turns true). */
  open?: boolean;
  /** Shows the editor's recordings preview (3 latest, 001 §2) instead of the "Recordings" button. */
  preview?: boolean;
}

function PreviewBody({ streamId }: { streamId: number }) {
  const { client } = useArea();
  const stream = useAsync((signal) => client.streams.get(streamId, signal), [client, streamId]);
  const [isOpen, setOpen] = useState(false);
  const [version, setVersion] = useState(0);
  if (!stream.data) return null;
  return (
    <>
      <RecordingsPreview
        streamId={streamId}
        type={stream.data.type}
        reloadKey={version}
        onOpen={() => setOpen(true)}
      />
      <RecordingsModal
        streamId={streamId}
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        onChange={() => setVersion((v) => v + 1)}
      />
    </>
  );
}

function RecordingsBody({ streamId, open }: { streamId: number; open: boolean }) {
  const { t } = useTranslation();
  const { emit } = useArea();
  const [isOpen, setOpen] = useState(open);
  useEffect(() => setOpen(open), [open]);
  return (
    <>
      <button type="button" className="btn recordings-open" onClick={() => setOpen(true)}>
        {t('recordings.open')}
      </button>
      <RecordingsModal
        streamId={streamId}
        isOpen={isOpen}
        onClose={() => {
          setOpen(false);
          emit('smuc-close');
        }}
      />
    </>
  );
}

/**
 * The recordings of one player (issue 8; 001 §2 "stream recordings" modal, §4, §8): a
 * "Recordings" button that opens the modal (see {@link RecordingsModal}), or with `preview` the
 * editor's preview of the 3 latest recordings ({@link RecordingsPreview}, live and playback players,
 * windows taller than 940 px) whose button opens the same modal. Element:
 * `<smuc-recordings stream-id open preview api-base token lang>`; raises `smuc-close` when the modal
 * opened by `open` or the button closes.
 */
export function Recordings({ streamId, open = false, preview = false, ...props }: RecordingsProps) {
  let body: ReactNode = null;
  if (streamId)
    body = preview ? <PreviewBody streamId={streamId} /> : <RecordingsBody streamId={streamId} open={open} />;
  return (
    <AreaRoot {...props} css="">
      {body}
    </AreaRoot>
  );
}
