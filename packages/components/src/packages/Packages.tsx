import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type AreaProps, AreaRoot } from '../shell/AreaRoot';
import { useArea } from '../shell/area-context';
import { useAsync } from '../shell/useAsync';
import { Skeleton, WidgetError } from '../ui/WidgetState';
import { PlanTable } from './PlanTable';
import css from './packages.css?inline';
import './texts';

/** The upgrade call to action: opens the server's pricing page (`PRICING_URL`). */
export function UpgradeLink({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    <a className="btn btn-primary upgrade-cta" href={href} target="_blank" rel="noopener">
      {t('packages.upgrade')} <ExternalLink size={16} aria-hidden />
    </a>
  );
}

function PackagesBody() {
  const { t } = useTranslation();
  const { client, language } = useArea();
  const plans = useAsync((signal) => client.plans.list(signal), [client]);
  return (
    <div className="packages-page">
      <div className="packages-head">
        <div>
          <h1>{t('packages.title')}</h1>
          <p className="muted">
            {plans.data && plans.data.current === null ? t('packages.noPlan') : t('packages.intro')}
          </p>
        </div>
        {plans.data?.pricing_url && <UpgradeLink href={plans.data.pricing_url} />}
      </div>
      {plans.status === 'error' ? (
        <WidgetError onRetry={plans.reload} />
      ) : !plans.data ? (
        <Skeleton height={420} />
      ) : (
        <PlanTable plans={plans.data.plans} current={plans.data.current} language={language} />
      )}
    </div>
  );
}

/**
 * The packages page (000 §2; the package gate sends accounts without a package here): the four
 * plans side by side with their limits (`GET /plans`), the account's plan marked, and an Upgrade call
 * to action opening the pricing page when the server has one (`pricing_url`; none: no button).
 * Element: `<smuc-packages api-base token lang>`.
 */
export function Packages(props: AreaProps) {
  return (
    <AreaRoot {...props} css={css}>
      <PackagesBody />
    </AreaRoot>
  );
}
