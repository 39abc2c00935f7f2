import { type AreaProps, AreaRoot } from '../shell/AreaRoot';
import { useArea } from '../shell/area-context';
import { useAsync } from '../shell/useAsync';
import { useOpenPlayer } from '../shell/useOpenPlayer';
import { TypeSelectorModal } from './TypeSelectorModal';

function CreatePlayerBody({ open }: { open: boolean }) {
  const { client, emit } = useArea();
  const openPlayer = useOpenPlayer();
  const user = useAsync((signal) => client.user.me(signal), [client]);
  if (!user.data) return null;
  return (
    <TypeSelectorModal
      isOpen={open}
      onClose={() => emit('smuc-close')}
      liveStreaming={user.data.limitations.liveStreaming}
      onCreated={(s) => openPlayer(s.id)}
    />
  );
}

/**
 * The type selector on its own (000 §2), for a host's "New player" button. Element:
 * `<smuc-create-player open api-base token lang>`; raises `smuc-open-player` `{ id }` once the
 * player is created and `smuc-close` when dismissed.
 */
export function CreatePlayer(props: AreaProps & { open?: boolean }) {
  return (
    <AreaRoot {...props} css="">
      <CreatePlayerBody open={props.open ?? false} />
    </AreaRoot>
  );
}
