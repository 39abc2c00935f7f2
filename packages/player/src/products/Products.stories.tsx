import type { Language, PlayerConfig, PlayerProduct } from '@smuc/sdk/schemas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement, useEffect, useRef } from 'react';
import { action } from 'storybook/actions';
import './index';
import type { SmucPlayerProducts } from './products';

/** What the story passes to `<smuc-player-products>`. */
interface ProductsArgs {
  products: PlayerProduct[];
  language: Language;
  /** Seconds of video time (timed cards). */
  videoTime: number;
  /** A live pin from the realtime hub, `null` for none. */
  pinnedId: number | null;
  autoCardTiming: boolean;
  preview: boolean;
  buttonColor: string;
  textColor: string;
}

const EVENTS = [
  'smuc-product-impression',
  'smuc-product-click',
  'smuc-product-link-click',
  'smuc-add-to-cart',
];

/** Mounts the lit element and hands it its properties (objects are properties, never attributes). */
function ProductsStory(args: ProductsArgs) {
  const ref = useRef<SmucPlayerProducts>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.products = args.products;
    // The list reads only these fields of the player document.
    el.config = {
      apikey: 'storybook',
      language: args.language,
      auto_card_timing: args.autoCardTiming,
      tab_products_label_plural: null,
      button_color: args.buttonColor,
      text_color: args.textColor,
    } as PlayerConfig;
    el.videoTime = args.videoTime;
    el.pinnedId = args.pinnedId;
    el.preview = args.preview;
  }, [args]);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const off = EVENTS.map((name) => {
      const log = action(name);
      const listener = (event: Event) => {
        // Keep the story frame where it is when a product link is followed.
        if (name === 'smuc-product-link-click') event.preventDefault();
        log((event as CustomEvent).detail);
      };
      el.addEventListener(name, listener);
      return () => el.removeEventListener(name, listener);
    });
    return () => {
      for (const remove of off) remove();
    };
  }, []);
  return createElement(
    'div',
    { style: { maxInlineSize: 360 } },
    createElement('smuc-player-products', { ref }),
  );
}

const image = (seed: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100" fill="${seed}"/></svg>`)}`;

const base = {
  alternate_text: null,
  link_open_in: '_blank' as const,
  sales_price: null,
  cta: null,
  card_click_tracking: null,
  link_click_tracking: null,
  payable: false,
  pinned: false,
  pinned_from_in_sec: null,
  pinned_to_in_sec: null,
  first_from_in_sec: null,
  first_to_in_sec: null,
};

/** The seeded demo products, with one timed pin (0:10-0:20) and one timed first place (0:15-0:30). */
const DEMO: PlayerProduct[] = [
  {
    ...base,
    id: 1,
    ordno: 0,
    title: 'Merino Wool Scarf',
    description: 'Soft merino wool, 180 × 30 cm, in five autumn colours. Hand wash cold, dry flat.',
    image: image('#c9a66b'),
    link: 'https://demo-shop.example/scarf',
    price: 39.9,
    sales_price: 29.9,
    currency: 'eur',
    cta: 'Grab it',
  },
  {
    ...base,
    id: 2,
    ordno: 1,
    title: 'Wireless Headphones',
    description: 'Noise cancelling, 30 hours of battery.',
    image: image('#445566'),
    link: 'https://demo-shop.example/headphones',
    price: 129,
    currency: 'eur',
    payable: true,
    pinned_from_in_sec: 10,
    pinned_to_in_sec: 20,
  },
  {
    ...base,
    id: 3,
    ordno: 2,
    title: 'Leather Winter Boots',
    description: null,
    image: image('#6b3e26'),
    link: 'https://demo-shop.example/boots',
    price: 54990,
    currency: 'huf',
    first_from_in_sec: 15,
    first_to_in_sec: 30,
  },
  {
    ...base,
    id: 4,
    ordno: 3,
    title: 'Espresso Machine',
    description: 'Ask our staff for this week’s bundle.',
    image: image('#222222'),
    link: null,
    price: null,
    currency: 'eur',
    alternate_text: 'Price on request',
  },
];

/**
 * `<smuc-player-products>`: the product cards of the viewer player (issue 6). Move `videoTime` to
 * see the timed cards (pinned 0:10-0:20, first 0:15-0:30); events go to the Actions panel.
 */
const meta = {
  title: 'Player/Products',
  component: ProductsStory,
  args: {
    products: DEMO,
    language: 'en',
    videoTime: 0,
    pinnedId: null,
    autoCardTiming: false,
    preview: false,
    buttonColor: '#000000',
    textColor: '#ffffff',
  },
  argTypes: {
    language: { control: 'inline-radio', options: ['en', 'hu', 'de', 'ar'] },
    videoTime: { control: { type: 'range', min: 0, max: 40, step: 1 } },
    pinnedId: { control: 'select', options: [null, 1, 2, 3, 4] },
    buttonColor: { control: 'color' },
    textColor: { control: 'color' },
  },
} satisfies Meta<typeof ProductsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {};

/** Inside the pinned range of the headphones and the first range of the boots. */
export const TimedCards: Story = { args: { videoTime: 16 } };

/** A moderator pinned the scarf live from the studio. */
export const LivePin: Story = { args: { pinnedId: 1, videoTime: 16 } };

export const Arabic: Story = { args: { language: 'ar', buttonColor: '#7b4fd6' } };

export const Empty: Story = { args: { products: [] } };
