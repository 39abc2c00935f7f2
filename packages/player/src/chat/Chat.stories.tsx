import type { ChatMessage, RealtimeConnection, RealtimeEvents } from '@smuc/sdk/realtime';
import type { Language, PlayerProduct } from '@smuc/sdk/schemas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement, useEffect, useRef } from 'react';
import './index';
import type { SmucPlayerChat } from './chat';

/** What the story passes to `<smuc-player-chat>`. */
interface ChatArgs {
  language: Language;
  live: boolean;
  preview: boolean;
  /** Simulate the hub refusing a second quick message (rate limit). */
  rateLimit: boolean;
  products: PlayerProduct[];
}

/**
 * An in-page stand-in for the hub connection so the story runs without a server: it accepts the
 * name, echoes messages back (plain text, HTML stays text) and answers a rate-limit error when asked.
 */
function storyConnection(rateLimit: boolean): RealtimeConnection {
  const listeners = new Map<string, Set<(v: unknown) => void>>();
  const emit = <K extends keyof RealtimeEvents>(k: K, v: RealtimeEvents[K]) => {
    for (const l of listeners.get(k) ?? []) l(v);
  };
  let name: string | null = null;
  let last = 0;
  let seq = 0;
  const history: ChatMessage[] = [
    { id: 'a', name: 'Mia', text: 'Love the red one!', ts: Date.now() - 60_000, to: 'everywhere' },
    { id: 'b', name: 'Leo', text: '<b>Is</b> it in stock?', ts: Date.now() - 30_000, to: 'everywhere' },
  ];
  const welcome = {
    t: 'welcome' as const,
    role: 'viewer' as const,
    read_only: false,
    viewer_id: 'story',
    name: null,
    status: 1,
    chat_enabled: true,
    chat: history,
    limits: { max_length: 500, max_name_length: 40 },
  };
  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set<(v: unknown) => void>();
      listeners.set(event, set);
      set.add(listener as (v: unknown) => void);
      return () => {
        set.delete(listener as (v: unknown) => void);
      };
    },
    sendChat(text, to = 'everywhere', productId) {
      const now = Date.now();
      if (rateLimit && now - last < 3000) {
        emit('error', {
          t: 'error',
          code: 'rate_limited',
          message: 'Too fast',
          retry_after_ms: 3000 - (now - last),
        });
        return;
      }
      last = now;
      emit('chat', {
        id: `s${++seq}`,
        name: name ?? '?',
        text,
        ts: now,
        to,
        ...(productId ? { product_id: productId } : {}),
      });
    },
    sendFeed() {},
    sendPin() {},
    moderate() {},
    setName(next) {
      name = next;
      emit('name', next);
    },
    state: 'open',
    get name() {
      return name;
    },
    welcome,
    close() {},
  };
}

/** Mounts the lit element and hands it its properties. */
function ChatStory(args: ChatArgs) {
  const ref = useRef<SmucPlayerChat>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.connection = args.preview ? null : storyConnection(args.rateLimit);
    el.live = args.live;
    el.language = args.language;
    el.preview = args.preview;
    el.products = args.products;
  }, [args]);
  return createElement('div', { style: { maxInlineSize: 360 } }, createElement('smuc-player-chat', { ref }));
}

const SCARF: PlayerProduct = {
  id: 1,
  title: 'Red scarf',
  description: null,
  image: null,
  alternate_text: null,
  link: null,
  link_open_in: '_blank',
  price: 20,
  sales_price: null,
  currency: 'eur',
  cta: null,
  card_click_tracking: null,
  link_click_tracking: null,
  payable: false,
  pinned: false,
  ordno: 0,
  pinned_from_in_sec: null,
  pinned_to_in_sec: null,
  first_from_in_sec: null,
  first_to_in_sec: null,
};

/**
 * `<smuc-player-chat>`: the viewer chat of a live player (issue 8): name prompt, message log, send
 * box with the send-to selector. The stories use an in-page stand-in for the realtime hub.
 */
const meta = {
  title: 'Player/Chat',
  component: ChatStory,
  args: { language: 'en', live: true, preview: false, rateLimit: false, products: [SCARF] },
  argTypes: {
    language: { control: 'inline-radio', options: ['en', 'hu', 'de', 'ar'] },
  },
} satisfies Meta<typeof ChatStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Live: Story = {};
export const WaitingForBroadcast: Story = { args: { live: false } };
export const RateLimited: Story = { args: { rateLimit: true } };
export const EditorPreview: Story = { args: { preview: true } };
export const RightToLeft: Story = { args: { language: 'ar' } };
