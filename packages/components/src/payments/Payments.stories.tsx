import { LANGUAGES, type PaymentProvider } from '@smuc/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AreaRoot } from '../shell/AreaRoot';
import { AddProviderForm } from './AddProviderForm';
import { ProviderList } from './ProviderList';
import css from './payments.css?inline';

/** Providers as `GET /payment/get-connected-payments` answers them: secret keys masked. */
const PROVIDERS: PaymentProvider[] = [
  {
    id: 1,
    type: 'stripe',
    title: 'Webshop EU',
    data: { publishable_key: 'pk_test_51H8xExampleKeyForStories', secret_key: 'sk_test_…4242' },
    live: false,
    created_at: '2026-11-20T10:00:00+00:00',
  },
  {
    id: 2,
    type: 'stripe',
    title: 'Outlet',
    data: { publishable_key: 'pk_live_51H8xExampleKeyForStories', secret_key: 'sk_live_…9f1c' },
    live: true,
    created_at: '2026-11-22T10:00:00+00:00',
  },
];

const meta = {
  title: 'Payments',
  args: { lang: 'en' },
  argTypes: { lang: { control: 'inline-radio', options: LANGUAGES } },
  render: ({ lang }) => (
    <AreaRoot lang={lang} css={css}>
      <div className="payments-page">
        <ProviderList providers={PROVIDERS} onRemove={fn()} />
      </div>
    </AreaRoot>
  ),
} satisfies Meta<{ lang: string }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two connected providers, test and live, with remove buttons. */
export const Providers: Story = {};

/** Right to left: keys stay left to right. */
export const Arabic: Story = { args: { lang: 'ar' } };

/** None connected yet. */
export const Empty: Story = {
  render: ({ lang }) => (
    <AreaRoot lang={lang} css={css}>
      <ProviderList providers={[]} />
    </AreaRoot>
  ),
};

/** The add form; without a server, Add answers with Stripe's refusal of an unknown key. */
export const AddForm: Story = {
  render: ({ lang }) => (
    <AreaRoot lang={lang} css={css}>
      <AddProviderForm
        onCancel={fn()}
        onAdd={() => Promise.reject(new Error('Invalid API Key provided: sk_test_************4242'))}
      />
    </AreaRoot>
  ),
};
