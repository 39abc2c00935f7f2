import type { User } from '@smuc/sdk';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '../ui/ProgressBar';
import { periodProgress } from './billing';

/**
 * The plan part of Account Details (000 §2 Profile): plan name, renewal date (the billing period's
 * end) and a bar of the period elapsed; for impression-based accounts also the monthly fee and the
 * static and video CPM prices in EUR (000 §9), each only when the account has one.
 */
export function AccountDetails({ user, now }: { user: User; now: number }) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' });
  const eur = (digits: number) =>
    new Intl.NumberFormat(i18n.language, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: digits,
    });
  const period = user.billing_period;
  const progress = period ? periodProgress(period.from, period.to, now) : null;
  const prices = user.impression_based
    ? (
        [
          ['monthlyFee', user.monthly_fee, 2],
          ['staticCpm', user.static_cpm_price, 4],
          ['videoCpm', user.video_cpm_price, 4],
        ] as const
      ).filter(([, value]) => value !== null)
    : [];
  return (
    <section className="card profile-plan" aria-labelledby="profile-plan-heading">
      <h2 id="profile-plan-heading">{t('profile.plan.heading')}</h2>
      <dl className="profile-facts">
        <div>
          <dt>{t('profile.plan.name')}</dt>
          <dd className="plan-name">{user.package?.name ?? t('profile.plan.none')}</dd>
        </div>
        {period && (
          <div>
            <dt>{t('profile.plan.renewal')}</dt>
            <dd className="renewal-date">{date.format(new Date(period.to))}</dd>
          </div>
        )}
        {prices.map(([key, value, digits]) => (
          <div key={key}>
            <dt>{t(`profile.plan.${key}`)}</dt>
            <dd className={`price-${key}`}>{eur(digits).format(value ?? 0)}</dd>
          </div>
        ))}
      </dl>
      {period && progress && (
        <div className="billing-period">
          <div className="billing-period-head">
            <span>{t('profile.plan.period')}</span>
            <span className="muted">
              {t('profile.plan.periodRange', {
                from: date.format(new Date(period.from)),
                to: date.format(new Date(period.to)),
              })}
            </span>
          </div>
          <ProgressBar
            value={progress.elapsedDays}
            max={progress.totalDays}
            label={t('profile.plan.periodBar')}
          />
          <span className="muted">{t('profile.plan.daysLeft', { count: progress.daysLeft })}</span>
        </div>
      )}
    </section>
  );
}
