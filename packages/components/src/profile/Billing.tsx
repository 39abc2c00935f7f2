import {
  type BillingStatus,
  type BillingTotal,
  type Order,
  type PaymentMethod,
  type Subscription,
  TOAST_SHORT_MS,
  type User,
} from '@smuc/sdk';
import { CreditCard, Download, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AreaProps, AreaRoot } from '../shell/AreaRoot';
import { useArea } from '../shell/area-context';
import { useAsync } from '../shell/useAsync';
import { ConfirmDeleteModal } from '../ui/ConfirmDeleteModal';
import { columnsOf, DataTable } from '../ui/DataTable';
import tableCss from '../ui/data-table.css?inline';
import { Modal } from '../ui/Modal';
import { useToast } from '../ui/Toaster';
import { Skeleton, WidgetError } from '../ui/WidgetState';
import { AddCardModal } from './AddCardModal';
import css from './profile.css?inline';
import './texts';

/** The profile's billing pages (000 §2 Profile child routes). */
export type BillingPage = 'payment-methods' | 'orders' | 'subscription';

/** Day/month/year (000 §9 "Order dates are shown day/month/year") of unix seconds. */
export function dayMonthYear(seconds: number): string {
  const d = new Date(seconds * 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

/** An amount in minor units as money in the language's format (HUF with 0 decimals, 000 §5). */
export function formatTotal(total: BillingTotal, language: string): string {
  const currency = total.currency.toUpperCase();
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    maximumFractionDigits: currency === 'HUF' ? 0 : digits,
    minimumFractionDigits: currency === 'HUF' ? 0 : digits,
  }).format(total.amount / 10 ** digits);
}

function StatusBadge({ status }: { status: BillingStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`badge badge-${status.type}`}>
      {t(`profile.billing.status.${status.label}`, { defaultValue: status.label })}
    </span>
  );
}

/** The cards on file with make default and delete (000 §2 Payment methods). */
export function PaymentMethodsView({
  cards,
  masqueraded,
  cardPayments = true,
  onAdd,
  onMakeDefault,
  onDelete,
}: {
  cards: PaymentMethod[];
  masqueraded: boolean;
  /** Whether this server takes cards (`GET /payment/card-setup`); false disables Add card with the reason. */
  cardPayments?: boolean;
  onAdd: () => void;
  onMakeDefault: (card: PaymentMethod) => void;
  onDelete: (card: PaymentMethod) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="card billing-card" aria-labelledby="cards-title">
      <div className="card-header">
        <h1 id="cards-title">{t('profile.billing.paymentMethods')}</h1>
        {!masqueraded && (
          <button
            type="button"
            className="btn btn-primary add-card-button"
            disabled={!cardPayments}
            aria-describedby={cardPayments ? undefined : 'card-payments-off'}
            onClick={onAdd}
          >
            <CreditCard size={16} aria-hidden /> {t('profile.billing.addCard')}
          </button>
        )}
      </div>
      {!masqueraded && !cardPayments && (
        <p id="card-payments-off" className="muted">
          {t('profile.billing.notAvailable')}
        </p>
      )}
      {cards.length === 0 ? (
        <p className="empty">{t('profile.billing.noCards')}</p>
      ) : (
        <ul className="card-list">
          {cards.map((c) => (
            <li key={c.id} className="saved-card">
              <CreditCard size={20} aria-hidden />
              <span className="card-name" dir="ltr">
                {c.name}
              </span>
              <span className="muted">{t('profile.billing.expires', { date: c.expires })}</span>
              {c.is_default && <span className="badge badge-success">{t('profile.billing.default')}</span>}
              {!masqueraded && (
                <span className="card-actions">
                  {!c.is_default && (
                    <button
                      type="button"
                      className="btn make-default"
                      aria-label={t('profile.billing.makeDefaultNamed', { name: c.name })}
                      onClick={() => onMakeDefault(c)}
                    >
                      <Star size={16} aria-hidden /> {t('profile.billing.makeDefault')}
                    </button>
                  )}
                  <button
                    type="button"
                    className="btn btn-danger btn-icon delete-card"
                    aria-label={t('profile.billing.deleteNamed', { name: c.name })}
                    onClick={() => onDelete(c)}
                  >
                    <Trash2 size={16} aria-hidden />
                  </button>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Order history (000 §2): Order, Date (day/month/year), Status, Description, Invoice download. */
export function OrdersView({ orders }: { orders: Order[] }) {
  const { t } = useTranslation();
  const col = (k: string) => t(`profile.billing.columns.${k}`);
  return (
    <section className="card billing-card">
      <h1>{t('profile.billing.orders')}</h1>
      {orders.length === 0 ? (
        <p className="empty">{t('profile.billing.noOrders')}</p>
      ) : (
        <DataTable columns={columnsOf(['order', 'date', 'status', 'description', 'invoice'], col)}>
          {orders.map((o) => (
            <tr key={o.id} className="order-row">
              <th scope="row" data-label={col('order')} dir="ltr">
                {o.number}
              </th>
              <td data-label={col('date')} dir="ltr">
                {dayMonthYear(o.date)}
              </td>
              <td data-label={col('status')}>
                <StatusBadge status={o.status} />
              </td>
              <td data-label={col('description')}>{o.description}</td>
              <td data-label={col('invoice')}>
                {o.invoice ? (
                  <a className="btn invoice-link" href={o.invoice} target="_blank" rel="noopener noreferrer">
                    <Download size={16} aria-hidden /> {t('profile.billing.download', { number: o.number })}
                  </a>
                ) : (
                  <span className="muted">–</span>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}

/** Subscription (000 §2): Order, Next payment, Status, Total, Cancel only when the label is Active. */
export function SubscriptionsView({
  subscriptions,
  masqueraded,
  onCancel,
}: {
  subscriptions: Subscription[];
  masqueraded: boolean;
  onCancel: (s: Subscription) => void;
}) {
  const { t } = useTranslation();
  const { language } = useArea();
  const col = (k: string) => t(`profile.billing.columns.${k}`);
  return (
    <section className="card billing-card">
      <h1>{t('profile.billing.subscription')}</h1>
      {subscriptions.length === 0 ? (
        <p className="empty">{t('profile.billing.noSubscriptions')}</p>
      ) : (
        <DataTable columns={columnsOf(['order', 'nextPayment', 'status', 'total', 'operations'], col)}>
          {subscriptions.map((s) => (
            <tr key={s.id} className="subscription-row">
              <th scope="row" data-label={col('order')} dir="ltr">
                {s.order_id ?? '–'}
              </th>
              <td data-label={col('nextPayment')} dir="ltr">
                {s.next_payment ? dayMonthYear(s.next_payment) : '–'}
              </td>
              <td data-label={col('status')}>
                <StatusBadge status={s.status} />
              </td>
              <td data-label={col('total')}>{formatTotal(s.total, language)}</td>
              <td data-label={col('operations')}>
                {s.status.label === 'Active' && !masqueraded && (
                  <button
                    type="button"
                    className="btn btn-danger cancel-subscription"
                    onClick={() => onCancel(s)}
                  >
                    {t('profile.billing.cancelSubscription')}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}

function PaymentMethodsPage({ user }: { user: User }) {
  const { t } = useTranslation();
  const { client } = useArea();
  const toast = useToast();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<PaymentMethod | null>(null);
  const cards = useAsync((signal) => client.billing.paymentMethods(signal), [client]);
  // Without an answer (an older server) Add card stays on, as before.
  const setup = useAsync((signal) => client.billing.cardSetup(signal).catch(() => null), [client]);
  if (cards.status === 'error' && !cards.data) return <WidgetError onRetry={cards.reload} />;
  if (!cards.data) return <Skeleton height={200} />;
  return (
    <>
      <PaymentMethodsView
        cards={cards.data}
        masqueraded={user.masqueraded}
        cardPayments={setup.data?.card_payments ?? true}
        onAdd={() => setAdding(true)}
        onMakeDefault={async (card) => {
          try {
            await client.billing.makeDefault(card.id);
            toast(t('profile.billing.defaultChanged'), 'success', TOAST_SHORT_MS);
            cards.reload();
          } catch (e) {
            toast((e as Error).message, 'danger', TOAST_SHORT_MS);
          }
        }}
        onDelete={setDeleting}
      />
      <AddCardModal
        isOpen={adding}
        onClose={() => setAdding(false)}
        onConfirmed={async (id) => {
          const card = await client.billing.addPaymentMethod({
            data: { payment_method_id: id },
            default: true,
          });
          setAdding(false);
          toast(t('profile.billing.cardAdded'), 'success', TOAST_SHORT_MS);
          cards.reload();
          return card;
        }}
      />
      <ConfirmDeleteModal
        title={t('profile.billing.deleteTitle')}
        item={deleting}
        onClose={() => setDeleting(null)}
        onConfirm={(card) => client.billing.removePaymentMethod(card.id)}
        onDeleted={() => cards.reload()}
        successText={t('profile.billing.deleted')}
        failureText={t('profile.billing.failed')}
      >
        {(card) => <p dir="auto">{t('profile.billing.deleteText', { name: card.name })}</p>}
      </ConfirmDeleteModal>
    </>
  );
}

function OrdersPage() {
  const { t } = useTranslation();
  const { client } = useArea();
  const toast = useToast();
  const orders = useAsync(
    (signal) =>
      client.billing.orders(signal).catch((e: unknown) => {
        // 000 §8: "Something went wrong." on an orders failure.
        toast(t('profile.billing.failed'), 'danger', TOAST_SHORT_MS);
        throw e;
      }),
    [client],
  );
  if (orders.status === 'error' && !orders.data) return <WidgetError onRetry={orders.reload} />;
  if (!orders.data) return <Skeleton height={200} />;
  return <OrdersView orders={orders.data} />;
}

function SubscriptionPage({ user }: { user: User }) {
  const { t } = useTranslation();
  const { client } = useArea();
  const toast = useToast();
  const [cancelling, setCancelling] = useState<Subscription | null>(null);
  const [busy, setBusy] = useState(false);
  const subs = useAsync(
    (signal) =>
      client.billing.subscriptions(signal).catch((e: unknown) => {
        toast(t('profile.billing.failed'), 'danger', TOAST_SHORT_MS);
        throw e;
      }),
    [client],
  );
  if (subs.status === 'error' && !subs.data) return <WidgetError onRetry={subs.reload} />;
  if (!subs.data) return <Skeleton height={200} />;
  const cancel = async () => {
    if (!cancelling) return;
    setBusy(true);
    try {
      await client.billing.cancelSubscription(cancelling.id);
      toast(t('profile.billing.cancelled'), 'success', TOAST_SHORT_MS);
      subs.reload();
    } catch (e) {
      toast((e as Error).message || t('profile.billing.failed'), 'danger', TOAST_SHORT_MS);
    } finally {
      setBusy(false);
      setCancelling(null);
    }
  };
  return (
    <>
      <SubscriptionsView subscriptions={subs.data} masqueraded={user.masqueraded} onCancel={setCancelling} />
      <Modal
        title={t('profile.billing.cancelTitle')}
        isOpen={cancelling !== null}
        onClose={() => setCancelling(null)}
        locked={busy}
        role="alertdialog"
      >
        <p>{t('profile.billing.cancelText')}</p>
        <div className="modal-actions">
          <button type="button" className="btn" onClick={() => setCancelling(null)} disabled={busy}>
            {t('profile.billing.no')}
          </button>
          <button type="button" className="btn btn-danger confirm-cancel" onClick={cancel} disabled={busy}>
            {t('profile.billing.yes')}
          </button>
        </div>
      </Modal>
    </>
  );
}

function BillingBody({ page }: { page: BillingPage }) {
  const { t } = useTranslation();
  const { client } = useArea();
  const me = useAsync((signal) => client.user.me(signal), [client]);
  if (me.status === 'error') return <WidgetError onRetry={me.reload} />;
  if (!me.data) return <Skeleton height={240} />;
  // 000 §2, §6: for subscribers only, hidden for impression-based accounts.
  if (me.data.impression_based) return <p className="empty">{t('profile.billing.impressionBased')}</p>;
  return (
    <div className="profile-page billing-page">
      {page === 'orders' && <OrdersPage />}
      {page === 'subscription' && <SubscriptionPage user={me.data} />}
      {page === 'payment-methods' && <PaymentMethodsPage user={me.data} />}
    </div>
  );
}

/**
 * The profile's billing pages with the product itself (000 §2 Profile; issue 14 §3), one per
 * `page`: `payment-methods` (cards with make default and delete — "Changed default payment method
 * successfully.", "Payment method deleted successfully." — and Add card through Stripe's Payment
 * Element; no changes when masqueraded), `orders` (Order, Date day/month/year, Status, Description,
 * Invoice download) and `subscription` (Order, Next payment, Status, Total, Cancel behind a confirm
 * when Active — "Subscription cancelled successfully."). Impression-based accounts get a note
 * instead (000 §6). Element: `<smuc-billing api-base token lang page>`.
 */
export function Billing(props: AreaProps & { page?: string }) {
  const page: BillingPage =
    props.page === 'orders' || props.page === 'subscription' ? props.page : 'payment-methods';
  return (
    <AreaRoot {...props} css={`${css}\n${tableCss}`}>
      <BillingBody page={page} />
    </AreaRoot>
  );
}
