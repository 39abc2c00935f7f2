import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WarmFontCache } from '../fonts/WarmFontCache';
import { UpgradeModal } from '../packages/UpgradeModal';
import { TypeSelectorModal } from '../player-list/TypeSelectorModal';
import { type AreaProps, AreaRoot } from '../shell/AreaRoot';
import { useArea } from '../shell/area-context';
import { useAsync } from '../shell/useAsync';
import { useOpenPlayer } from '../shell/useOpenPlayer';
import { Skeleton, WidgetError } from '../ui/WidgetState';
import css from './dashboard.css?inline';
import { MyPlayers } from './MyPlayers';
import { TopProducts } from './TopProducts';
import { UsageWidget } from './UsageWidget';
import { ViewersChart } from './ViewersChart';
import '../packages/texts';

function DashboardBody() {
  const { t } = useTranslation();
  const { client } = useArea();
  const openPlayer = useOpenPlayer();
  const user = useAsync((signal) => client.user.me(signal), [client]);
  const [creating, setCreating] = useState(false);
  const [upgrading, setUpgrading] = useState(false);
  return (
    <div className="dashboard">
      <h1>{t('dashboard.title')}</h1>
      <MyPlayers onCreate={() => setCreating(true)} />
      {user.status === 'error' ? (
        <WidgetError onRetry={user.reload} />
      ) : !user.data ? (
        <div className="dashboard-grid">
          <Skeleton height={180} />
          <Skeleton height={300} />
        </div>
      ) : user.data.limitations.dashboardStats ? (
        <div className="dashboard-grid">
          <UsageWidget user={user.data} />
          <ViewersChart />
          <TopProducts />
        </div>
      ) : (
        <div className="card stats-locked">
          <p className="muted">{t('dashboard.statsLocked')}</p>
          <button type="button" className="btn btn-primary" onClick={() => setUpgrading(true)}>
            {t('packages.upgradeModal.upgrade')}
          </button>
        </div>
      )}
      <UpgradeModal
        isOpen={upgrading}
        reason={t('dashboard.statsLocked')}
        onClose={() => setUpgrading(false)}
      />
      {user.data && (
        <TypeSelectorModal
          isOpen={creating}
          onClose={() => setCreating(false)}
          liveStreaming={user.data.limitations.liveStreaming}
          onCreated={(s) => openPlayer(s.id)}
        />
      )}
    </div>
  );
}

/**
 * The dashboard (000 §2): My Players carousel, the impressions / viewer-minutes widget, the Viewers
 * chart and Top products; which statistics show depends on `limitations.dashboardStats`.
 * Element: `<smuc-dashboard api-base token lang>`; raises `smuc-open-player`, `smuc-navigate`.
 */
export function Dashboard(props: AreaProps) {
  return (
    <AreaRoot {...props} css={css}>
      <DashboardBody />
      <WarmFontCache apiBase={props.apiBase} token={props.token} />
    </AreaRoot>
  );
}
