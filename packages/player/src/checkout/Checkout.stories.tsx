import type { Language, PlayerProduct } from '@smuc/sdk/schemas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement, useEffect, useRef } from 'react';
import { action } from 'storybook/actions';
import './index';
import type { SmucPlayerCheckout } from './checkout';

/** What the story passes to `<smuc-player-checkout>`. */
interface CheckoutArgs {
  product: PlayerProduct;
  /** `POST …/stream/{apikey}/checkout` of a player that takes card payments (`endpoints.checkout`). */
  endpoint: string;
  language: Language;
}

/** Mounts the lit element (anew for each change: a checkout starts once) over a player-sized box. */
function CheckoutStory(args: CheckoutArgs) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const host = box.current;
    if (!host) return;
    const el = document.createElement('smuc-player-checkout') as SmucPlayerCheckout;
    el.product = args.product;
    el.endpoint = args.endpoint;
    el.language = args.language;
    const complete = action('smuc-checkout-complete');
    const close = action('smuc-checkout-close');
    el.addEventListener('smuc-checkout-complete', (e) => complete((e as CustomEvent).detail));
    el.addEventListener('smuc-checkout-close', (e) => close((e as CustomEvent).detail));
    host.append(el);
    return () => el.remove();
  }, [args]);
  return createElement('div', {
    ref: box,
    style: {
      position: 'relative',
      inlineSize: 'min(100%, 640px)',
      aspectRatio: '16 / 9',
      background: '#222',
    },
  });
}

const SCARF: PlayerProduct = {
  id: 1,
  title: 'Silk scarf',
  description: null,
  image: null,
  alternate_text: null,
  link: null,
  link_open_in: '_blank',
  price: 24.9,
  sales_price: 19.99,
  currency: 'eur',
  cta: null,
  card_click_tracking: null,
  link_click_tracking: null,
  payable: true,
  pinned: false,
  ordno: 0,
  pinned_from_in_sec: null,
  pinned_to_in_sec: null,
  first_from_in_sec: null,
  first_to_in_sec: null,
};

/**
 * `<smuc-player-checkout>`: the card checkout a payable product's Buy opens inside `<smuc-player>`
 * (issue 14 §2). Without a server the stories show the failure state; paste the `endpoints.checkout`
 * of a player that takes card payments (and its product) to mount Stripe's Payment Element for real.
 */
const meta = {
  title: 'Player/Checkout',
  component: CheckoutStory,
  args: { product: SCARF, endpoint: '', language: 'en' },
  argTypes: { language: { control: 'inline-radio', options: ['en', 'hu', 'de', 'ar'] } },
} satisfies Meta<typeof CheckoutStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Hungarian: Story = {
  args: { language: 'hu', product: { ...SCARF, price: 7990, sales_price: null, currency: 'huf' } },
};

export const Arabic: Story = { args: { language: 'ar' } };
