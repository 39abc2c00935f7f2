import { createKindSchema, defaultTimeZone } from '@smuc/sdk';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { api } from '../api';
import { history } from '../history';
import { useSession } from '../session/SessionContext';
import { SmucElement } from '../shell/SmucElement';
import { NotFoundPage } from './AreaPages';

/**
 * /stream/{id} (001 §2): `id` is a number or `new`; `new?type=live|playback|embed|ad|photo_ad`
 * creates the stream on the server (once per history entry) and replaces the address with
 * /stream/{id}; `new` without a type shows the type chooser. Any other id is not
 * a route. Leaving with unsaved changes asks first.
 */
export function EditorPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const box = useRef<HTMLDivElement>(null);
  const creating = useRef(false);
  const chooser = useRef<HTMLDivElement>(null);
  const location = useLocation();
  // Read when the prompt shows, so a language switch neither re-attaches nor drops a held block.
  const prompt = useRef(t);
  prompt.current = t;

  // /stream/new creates a player only for a type the address names (a link's explicit choice), and
  // once per history entry: React Router keeps `location.key` in the entry's state, so a reload,
  // Back or Forward onto the same entry finds the player it already made instead of making another.
  // Without a type the page shows the type chooser, which creates on the user's choice only.
  const kind = createKindSchema.safeParse(params.get('type'));
  useEffect(() => {
    if (id !== 'new' || !kind.success || creating.current) return;
    creating.current = true;
    const made = `smuc-created:${location.key}`;
    const earlier = sessionStorage.getItem(made);
    if (earlier) {
      navigate(`/stream/${earlier}`, { replace: true });
      return;
    }
    api.streams
      .create({ kind: kind.data, timezone: defaultTimeZone() })
      .then((s) => {
        sessionStorage.setItem(made, String(s.id));
        navigate(`/stream/${s.id}`, { replace: true });
      })
      .catch((e: Error) => navigate('/dashboard', { replace: true, state: { flash: e.message } }));
  }, [id, kind.success, kind.data, location.key, navigate]);

  // The chooser's player replaces /stream/new in the history, so Back does not offer the chooser again.
  useEffect(() => {
    const el = chooser.current;
    if (!el) return;
    let opened = false;
    const onOpen = (e: Event) => {
      e.preventDefault();
      e.stopPropagation();
      opened = true;
      navigate(`/stream/${(e as CustomEvent<{ id: number }>).detail.id}`, { replace: true });
    };
    // Dismissed without a choice: back to the dashboard. The chooser also closes once it has
    // created the player; that close must not undo the move to the new player's editor.
    const onClose = (e: Event) => {
      e.stopPropagation();
      if (!opened) navigate('/dashboard', { replace: true });
    };
    el.addEventListener('smuc-open-player', onOpen);
    el.addEventListener('smuc-close', onClose);
    return () => {
      el.removeEventListener('smuc-open-player', onOpen);
      el.removeEventListener('smuc-close', onClose);
    };
  });

  // Re-attached per id: on /stream/new the box does not exist until the created id replaces it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: id decides whether the box exists
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    // Leaving with unsaved changes asks first (001). History's block holds in-app links, navigate()
    // and the browser's Back/Forward alike (a Back is undone until the answer), and while it is held
    // the browser asks its own question before a reload or closing the tab. Every move is held: none
    // that the editor or the shell makes while a player is open keeps its address. The block is set
    // in the event itself, not in a later render, so a Back right after typing is held too.
    let unblock: (() => void) | undefined;
    const release = () => {
      unblock?.();
      unblock = undefined;
    };
    const onDirty = (e: Event) => {
      if (!(e as CustomEvent<{ dirty: boolean }>).detail.dirty) return release();
      if (unblock) return;
      unblock = history.block((tx) => {
        if (!window.confirm(prompt.current('editor.leavePrompt'))) return;
        release();
        tx.retry();
      });
    };
    // After duplicating, the editor of the copy opens with "Successful duplicating." (001 §8).
    const onOpen = (e: Event) => {
      const { id: next, message } = (e as CustomEvent<{ id: number; message?: string }>).detail;
      if (!message) return;
      e.preventDefault();
      e.stopPropagation();
      navigate(`/stream/${next}`, { state: { flash: message } });
    };
    el.addEventListener('smuc-dirty-change', onDirty);
    el.addEventListener('smuc-open-player', onOpen);
    return () => {
      release();
      el.removeEventListener('smuc-dirty-change', onDirty);
      el.removeEventListener('smuc-open-player', onOpen);
    };
  }, [navigate, id]);

  if (id === 'new')
    return kind.success ? (
      <div className="page-loading" aria-busy="true" />
    ) : (
      <div ref={chooser}>
        <SmucElement tag="smuc-create-player" open lang={user.language} />
      </div>
    );
  if (!id || !/^\d+$/.test(id)) return <NotFoundPage />;
  return (
    <div ref={box}>
      <SmucElement key={id} tag="smuc-player-editor" stream-id={id} lang={user.language} />
    </div>
  );
}
