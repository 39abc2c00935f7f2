import { formatImpressions, type User, usagePercent } from '@smuc/sdk';
import { useTranslation } from 'react-i18next';
import { StorageWarningModal } from '../packages/StorageWarningModal';
import { useArea } from '../shell/area-context';
import { useAsync } from '../shell/useAsync';
import { Skeleton, WidgetError } from '../ui/WidgetState';

const R = 42;
const CIRCUMFERENCE = 2 * Math.PI * R;

/**
 * This month's Impressions (impression-based accounts) or Viewer minutes (others) against the
 * plan's monthly limit, as a doughnut capped at 100 % (000 §2, §4). Above 1,000,000 the number
 * shows in millions with an "m" suffix.
 */
export function UsageWidget({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const { client } = useArea();
  const state = useAsync((signal) => client.user.monthlyStat(signal), [client]);
  const impressions = user.impression_based;
  const title = impressions ? t('dashboard.impressions') : t('dashboard.viewerMinutes');
  const limit = impressions ? user.limitations.maxImpressions : user.limitations.maxViewerMinutes;
  const used = state.data ? (impressions ? state.data.impressions : state.data.total_minutes) : 0;
  const percent = usagePercent(used, limit);
  return (
    <section className="card usage" aria-labelledby="usage-title">
      <div className="card-header">
        <h2 id="usage-title">{title}</h2>
        <span className="muted">{t('dashboard.thisMonth')}</span>
      </div>
      {state.status === 'error' ? (
        <WidgetError onRetry={state.reload} />
      ) : !state.data ? (
        <Skeleton height={120} />
      ) : (
        <div className="usage-body">
          <svg
            viewBox="0 0 100 100"
            className="doughnut"
            role="img"
            aria-label={t('dashboard.usagePercent', { percent: Math.round(percent) })}
          >
            <circle cx="50" cy="50" r={R} className="doughnut-track" />
            <circle
              cx="50"
              cy="50"
              r={R}
              className="doughnut-value"
              strokeDasharray={`${(percent / 100) * CIRCUMFERENCE} ${CIRCUMFERENCE}`}
              transform="rotate(-90 50 50)"
            />
            <text x="50" y="55" textAnchor="middle" className="doughnut-label">
              {Math.round(percent)}%
            </text>
          </svg>
          <div>
            <p className="usage-number num">{formatImpressions(used, i18n.language)}</p>
            <p className="muted num">
              {limit === -1
                ? t('dashboard.unlimited')
                : t('dashboard.usageOf', {
                    used: formatImpressions(used, i18n.language),
                    limit: formatImpressions(limit, i18n.language),
                  })}
            </p>
          </div>
        </div>
      )}
      {state.data && (
        <StorageWarningModal
          storedMinutes={state.data.stored_minutes}
          maxStorageMinutes={user.limitations.maxStorageMinutes}
        />
      )}
    </section>
  );
}
