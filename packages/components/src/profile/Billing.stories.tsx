import { LANGUAGES, type Order, type PaymentMethod, type Subscription } from '@smuc/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AreaRoot } from '../shell/AreaRoot';
import tableCss from '../ui/data-table.css?inline';
import { OrdersView, PaymentMethodsView, SubscriptionsView } from './Billing';
import css from './profile.css?inline';

const CARDS: PaymentMethod[] = [
  { id: 'pm_1', name: 'Visa •••• 4242', expires: '08/2029', is_default: true, brand: 'Visa', last4: '4242' },
  {
    id: 'pm_2',
    name: 'Dora Demo, Mastercard •••• 4444',
    expires: '01/2028',
    is_default: false,
    brand: 'Mastercard',
    last4: '4444',
  },
];

const ORDERS: Order[] = [
  {
    id: 'in_2',
    number: 'A1B2C3-0002',
    date: 1_795_000_000,
    status: { label: 'Paid', type: 'success' },
    description: '1 × Business (at €49.00 / month)',
    invoice: 'https://pay.stripe.com/invoice/example/pdf',
    total: { amount: 4900, currency: 'eur' },
  },
  {
    id: 'in_1',
    number: 'A1B2C3-0001',
    date: 1_792_400_000,
    status: { label: 'Open', type: 'warning' },
    description: '1 × Business (at €49.00 / month)',
    invoice: null,
    total: { amount: 4900, currency: 'eur' },
  },
];

const SUBSCRIPTIONS: Subscription[] = [
  {
    id: 'sub_1',
    order_id: 'A1B2C3-0002',
    next_payment: 1_797_600_000,
    status: { label: 'Active', type: 'success' },
    description: 'Business monthly',
    total: { amount: 4900, currency: 'eur' },
  },
  {
    id: 'sub_0',
    order_id: 'A1B2C3-0000',
    next_payment: null,
    status: { label: 'Cancelled', type: 'neutral' },
    description: 'Basic monthly',
    total: { amount: 1_750_000, currency: 'huf' },
  },
];

/** The three billing pages from fixed data, no server (the element fetches them itself). */
function BillingStory({ lang = 'en', masqueraded = false }: { lang?: string; masqueraded?: boolean }) {
  const nothing = () => undefined;
  return (
    <AreaRoot css={`${css}\n${tableCss}`} lang={lang}>
      <div className="profile-page billing-page">
        <PaymentMethodsView
          cards={CARDS}
          masqueraded={masqueraded}
          onAdd={nothing}
          onMakeDefault={nothing}
          onDelete={nothing}
        />
        <OrdersView orders={ORDERS} />
        <SubscriptionsView subscriptions={SUBSCRIPTIONS} masqueraded={masqueraded} onCancel={nothing} />
      </div>
    </AreaRoot>
  );
}

/**
 * `<smuc-billing>`'s pages (000 §2 Profile): payment methods, order history and subscription as
 * the account's Stripe data draws them; Cancel only on the Active subscription.
 */
const meta = {
  title: 'Profile/Billing',
  component: BillingStory,
  args: { lang: 'en', masqueraded: false },
  argTypes: { lang: { control: 'inline-radio', options: LANGUAGES } },
} satisfies Meta<typeof BillingStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pages: Story = {};
export const Masqueraded: Story = { args: { masqueraded: true } };
export const Hungarian: Story = { args: { lang: 'hu' } };
export const Arabic: Story = { args: { lang: 'ar' } };
