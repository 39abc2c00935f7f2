import type { Plan, PlanInfo, PlanLimits } from '@smuc/sdk';
import { Check, Minus } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The limits the packages page lists, in this order (`broadcaster` names the engine, not a feature). */
export const LISTED_LIMITS = [
  'maxViewerMinutes',
  'maxImpressions',
  'maxStorageMinutes',
  'multiChannel',
  'dashboardStats',
  'paymentIntegration',
  'streamingSoftware',
  'prerecordedVideoStreaming',
  'chat',
  'chatModeration',
  'customBranding',
  'cover',
  'buttonColor',
  'textColor',
  'watermarkRemoval',
  'googleAnalytics',
] as const satisfies readonly (keyof PlanLimits)[];

function LimitValue({ value, language }: { value: number | boolean; language: string }) {
  const { t } = useTranslation();
  if (typeof value === 'boolean')
    return value ? (
      <span className="limit-yes">
        <Check size={16} aria-hidden />
        <span className="visually-hidden">{t('packages.included')}</span>
      </span>
    ) : (
      <span className="limit-no">
        <Minus size={16} aria-hidden />
        <span className="visually-hidden">{t('packages.notIncluded')}</span>
      </span>
    );
  return (
    <span className="num">{value === -1 ? t('packages.unlimited') : value.toLocaleString(language)}</span>
  );
}

/**
 * The plans side by side (000 §1, §2 packages page): one card per plan with its limits, the
 * account's plan marked "Current plan". Cards wrap under each other on narrow screens.
 */
export function PlanTable({
  plans,
  current,
  language,
}: {
  plans: PlanInfo[];
  current: Plan | null;
  language: string;
}) {
  const { t } = useTranslation();
  return (
    <ul className="plan-cards" aria-label={t('packages.plansLabel')}>
      {plans.map((plan) => {
        const isCurrent = plan.id === current;
        return (
          <li
            key={plan.id}
            className={`card plan-card${isCurrent ? ' current' : ''}`}
            aria-current={isCurrent ? 'true' : undefined}
            aria-labelledby={`plan-${plan.id}`}
          >
            <div className="plan-head">
              <h2 id={`plan-${plan.id}`}>{plan.name}</h2>
              {isCurrent && <span className="badge">{t('packages.current')}</span>}
            </div>
            <dl className="plan-limits">
              {LISTED_LIMITS.map((key) => (
                <div key={key} className="plan-limit">
                  <dt>{t(`packages.limits.${key}`)}</dt>
                  <dd>
                    <LimitValue value={plan.limits[key]} language={language} />
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
