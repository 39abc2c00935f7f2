import type { Language, PlayerForm } from '@smuc/sdk/schemas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement, useEffect, useRef } from 'react';
import { action } from 'storybook/actions';
import './index';
import type { SmucPlayerSubscribe } from './subscribe';

/** What the story passes to `<smuc-player-subscribe>`. */
interface SubscribeArgs {
  form: PlayerForm;
  /** `POST …/stream/{apikey}/subscribe` of a player with a form; only used when `preview` is off. */
  endpoint: string;
  language: Language;
  preview: boolean;
}

/** Mounts the lit element and hands it its properties. */
function SubscribeStory(args: SubscribeArgs) {
  const ref = useRef<SmucPlayerSubscribe>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.form = args.form;
    el.endpoint = args.endpoint;
    el.language = args.language;
    el.preview = args.preview;
  }, [args]);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const log = action('smuc-subscribe');
    const listener = (event: Event) => log((event as CustomEvent).detail);
    el.addEventListener('smuc-subscribe', listener);
    return () => el.removeEventListener('smuc-subscribe', listener);
  }, []);
  return createElement(
    'div',
    { style: { maxInlineSize: 360 } },
    createElement('smuc-player-subscribe', { ref }),
  );
}

/** The seeded "Black Friday VIP list" form (packages/server/src/forms/seed.ts). */
const VIP: PlayerForm = {
  id: 2,
  tab_label: 'VIP access',
  title: 'Early deals',
  description: 'Leave your e-mail address and we will keep you posted.',
  name_enabled: true,
  name_placeholder: 'Your name',
  email_placeholder: 'Your e-mail address',
  phone_enabled: true,
  phone_placeholder: 'Your phone number',
  privacy_url: 'https://demo-shop.example/privacy',
  cta_label: 'Join',
};

/**
 * `<smuc-player-subscribe>`: the subscriber form of the viewer player (issue 6, 000 §3). The stories
 * run as the editor preview (nothing is posted); turn `preview` off and paste a player's subscribe
 * address into `endpoint` to post for real.
 */
const meta = {
  title: 'Player/Subscribe',
  component: SubscribeStory,
  args: { form: VIP, endpoint: '', language: 'en', preview: true },
  argTypes: { language: { control: 'inline-radio', options: ['en', 'hu', 'de', 'ar'] } },
} satisfies Meta<typeof SubscribeStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {};

/** The newsletter form: e-mail only, no phone; a form without its own CTA label uses the default. */
export const EmailOnly: Story = {
  args: {
    form: { ...VIP, title: 'Stay in the loop', name_enabled: false, phone_enabled: false, cta_label: '' },
  },
};

export const Hungarian: Story = { args: { language: 'hu' } };

export const Arabic: Story = { args: { language: 'ar' } };
