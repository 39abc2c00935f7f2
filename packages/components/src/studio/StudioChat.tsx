import type { RestreamStatusView } from '@smuc/sdk';
import { CHAT_LIMITS, type RealtimeConnection, type RealtimeErrorCode } from '@smuc/sdk/realtime';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RestreamBadge, restreamKey, useRestreamStates } from '../player-editor/restream/status';
import { useArea } from '../shell/area-context';
import { useAsync } from '../shell/useAsync';

/** Where a studio message goes: the player's chat, a product's chat, or a live restream destination. */
type SendTo = 'everywhere' | 'product' | `destination:${string}`;

/** Error codes of the hub the studio words itself; any other code reads as the generic failure. */
const HUB_ERRORS: readonly RealtimeErrorCode[] = [
  'not_live',
  'chat_disabled',
  'no_name',
  'read_only',
  'rate_limited',
  'too_long',
  'empty',
  'disconnected',
];

/** A destination takes messages once its push is up (001 §2: "a connected Facebook or YouTube destination"). */
const chattable = (s: RestreamStatusView) => s.state === 'broadcasting' || s.state === 'reconnecting';

/**
 * The studio's chat box (001 §2 Studio "chat with a send-to selector (everywhere, product chat, or a
 * connected Facebook or YouTube destination), and a name prompt before chatting. Chat only works
 * once live."): asks the owner's chat name once (`setName` on the hub), then sends through the
 * studio's admin hub `connection` (everywhere, or about one of the player's products) or, for a
 * restream destination, through `POST /stream/{id}/restreams/chat` (a Facebook comment or a YouTube
 * live chat message). Above it, each restream destination's live state (starting, broadcasting,
 * reconnecting, failed with its reason, finished), re-read every 3 s.
 * @param live whether the stream is live now; before that the box says chat needs the broadcast
 */
export function StudioChat({
  streamId,
  connection,
  live,
}: {
  streamId: number;
  connection: RealtimeConnection | null;
  live: boolean;
}) {
  const { t } = useTranslation();
  const { client } = useArea();
  const ids = useId();
  const destinations = Object.values(useRestreamStates(streamId, true));
  const products = useAsync((signal) => client.feedItems.list(streamId, signal), [client, streamId]);
  const [name, setName] = useState<string | null>(connection?.name ?? null);
  const [nameDraft, setNameDraft] = useState('');
  const [to, setTo] = useState<SendTo>('everywhere');
  const [productId, setProductId] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  useEffect(() => {
    if (!connection) return;
    setName(connection.name);
    const offName = connection.on('name', (accepted) => setName(accepted));
    const offError = connection.on('error', (frame) => {
      const code = HUB_ERRORS.includes(frame.code) ? frame.code : 'generic';
      setError(t(`studio.chat.errors.${code}`));
      setSent(false);
    });
    return () => {
      offName();
      offError();
    };
  }, [connection, t]);

  const shown = products.data?.filter((p) => p.show_in_feed) ?? [];
  const open = destinations.filter(chattable);
  // A destination that stopped taking messages falls back to the player's chat.
  const target =
    to.startsWith('destination:') && !open.some((d) => `destination:${restreamKey(d)}` === to)
      ? 'everywhere'
      : to;

  const submitName = (event: FormEvent) => {
    event.preventDefault();
    const value = nameDraft.trim();
    if (!value || !connection) return;
    setError(null);
    connection.setName(value);
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message || !connection) return;
    setError(null);
    setSent(false);
    if (target.startsWith('destination:')) {
      setSending(true);
      try {
        await client.connectedPlatforms.sendChat(streamId, target.slice('destination:'.length), message);
        setText('');
        setSent(true);
      } catch {
        setError(t('studio.chat.errors.destination'));
      } finally {
        setSending(false);
      }
      return;
    }
    if (target === 'product') {
      const product = productId ?? shown[0]?.id;
      if (product === undefined) return;
      connection.sendChat(message, 'product', product);
    } else connection.sendChat(message, 'everywhere');
    setText('');
    setSent(true);
  };

  return (
    <section className="studio-chat" aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`}>{t('studio.chat.title')}</h3>
      {destinations.length > 0 && (
        <ul className="studio-destinations" aria-label={t('studio.chat.destinations')}>
          {destinations.map((d) => (
            <li key={restreamKey(d)}>
              <span>{t(`studio.chat.platform.${d.type}`, { name: d.name })}</span>{' '}
              <RestreamBadge status={d} />
            </li>
          ))}
        </ul>
      )}
      {!live && <p className="muted">{t('studio.chat.notLive')}</p>}
      {name === null ? (
        <form className="studio-chat-name" onSubmit={submitName}>
          <label htmlFor={`${ids}-name`}>{t('studio.chat.namePrompt')}</label>
          <div className="studio-chat-row">
            <input
              id={`${ids}-name`}
              className="input"
              value={nameDraft}
              maxLength={40}
              autoComplete="nickname"
              disabled={!connection}
              onChange={(e) => setNameDraft(e.target.value)}
            />
            <button type="submit" className="btn" disabled={!connection || !nameDraft.trim()}>
              {t('studio.continue')}
            </button>
          </div>
        </form>
      ) : (
        <form className="studio-chat-form" onSubmit={send}>
          <p className="muted">{t('studio.chat.as', { name })}</p>
          <label htmlFor={`${ids}-to`}>{t('studio.chat.sendTo')}</label>
          <select
            id={`${ids}-to`}
            className="input"
            value={target}
            onChange={(e) => setTo(e.target.value as SendTo)}
          >
            <option value="everywhere">{t('studio.chat.everywhere')}</option>
            {shown.length > 0 && <option value="product">{t('studio.chat.product')}</option>}
            {open.map((d) => (
              <option key={restreamKey(d)} value={`destination:${restreamKey(d)}`}>
                {t(`studio.chat.platform.${d.type}`, { name: d.name })}
              </option>
            ))}
          </select>
          {target === 'product' && (
            <>
              <label htmlFor={`${ids}-product`}>{t('studio.chat.aboutProduct')}</label>
              <select
                id={`${ids}-product`}
                className="input"
                value={productId ?? shown[0]?.id ?? ''}
                onChange={(e) => setProductId(Number(e.target.value))}
              >
                {shown.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.title}
                  </option>
                ))}
              </select>
            </>
          )}
          <label htmlFor={`${ids}-text`}>{t('studio.chat.message')}</label>
          <div className="studio-chat-row">
            <input
              id={`${ids}-text`}
              className="input"
              value={text}
              maxLength={CHAT_LIMITS.maxLength}
              disabled={!live || !connection}
              onChange={(e) => {
                setText(e.target.value);
                setSent(false);
              }}
            />
            <button type="submit" className="btn btn-primary" disabled={!live || sending || !text.trim()}>
              {t('studio.chat.send')}
            </button>
          </div>
        </form>
      )}
      <p className="visually-hidden" role="status">
        {sent ? t('studio.chat.sent') : ''}
      </p>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
