import { LANGUAGES } from '@smuc/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { AreaRoot } from '../shell/AreaRoot';
import { ImportResult } from './ImportResult';
import css from './product-manager.css?inline';

/** The result inside an area root of `lang` (the styles, the texts and the direction). */
function ImportResultIn({ lang, ...props }: ComponentProps<typeof ImportResult> & { lang?: string }) {
  return (
    <AreaRoot css={css} lang={lang}>
      <div style={{ maxInlineSize: 640 }}>
        <ImportResult {...props} />
      </div>
    </AreaRoot>
  );
}

/**
 * What a feed import did, at the top of the import section (issue 21 §6): the imported count and
 * every skipped row with its reason. A feed refused as a whole (issue 28 §4) shows the server's
 * refusal and each row's reason, without the product and price columns it did not answer.
 */
const meta = {
  title: 'ProductManager/ImportResult',
  component: ImportResultIn,
  args: {
    count: 2,
    rejected: [
      {
        row: 2,
        title: 'Travel Mug',
        price: '24.99 USD',
        message: 'The price is in USD, but this player sells in EUR.',
      },
      { row: 3, title: null, price: '5.00 EUR', message: 'Name is required.' },
    ],
  },
  argTypes: { lang: { control: 'inline-radio', options: LANGUAGES } },
} satisfies Meta<typeof ImportResultIn>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two products imported, two rows skipped (a foreign currency, a missing name). */
export const Default: Story = {};

export const Playground: Story = {
  argTypes: {
    count: { control: { type: 'number', min: 0 }, description: 'Products imported.' },
    rejected: {
      control: 'object',
      description: '`{ row, title, price, message }[]`: the skipped rows as the server answered them.',
    },
    refusal: {
      control: 'text',
      description: "The server's refusal of the whole feed; shown instead of the count.",
    },
  },
};

/** Every row in a currency the player does not sell: the feed is refused, each row says why. */
export const FeedRefused: Story = {
  args: {
    count: 0,
    refusal: 'The feed has no product that can be imported.',
    rejected: [1, 2].map((row) => ({
      row,
      title: null,
      price: null,
      message: 'The price is in INR, which is not a supported currency; this player sells in EUR.',
    })),
  },
};

/** The refused feed in Arabic, as the server answers it there: the box mirrors. */
export const FeedRefusedRightToLeft: Story = {
  args: {
    lang: 'ar',
    count: 0,
    refusal: 'لا يحتوي الملف على أي منتج يمكن استيراده.',
    rejected: [1, 2].map((row) => ({
      row,
      title: null,
      price: null,
      message: 'السعر بعملة \u2068INR\u2069، وهي عملة غير مدعومة؛ هذا المشغل يبيع بعملة \u2068EUR\u2069.',
    })),
  },
};
