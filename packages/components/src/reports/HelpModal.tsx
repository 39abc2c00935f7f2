import { type DefinedMetric, definedMetrics, FUNNEL_STEPS } from '@smuc/sdk';
import { useTranslation } from 'react-i18next';
import { Modal } from '../ui/Modal';

/**
 * The metric definitions (the sdk's `definedMetrics`: every report column, reduced for
 * impression-based accounts, and the Viewers of the players list and the chart beside the report's
 * peak of viewers), then the funnel's steps (issue 34 §2), so each figure on any screen is defined
 * here once.
 */
export function HelpModal({
  isOpen,
  onClose,
  impressionBased,
}: {
  isOpen: boolean;
  onClose: () => void;
  impressionBased: boolean;
}) {
  const { t } = useTranslation();
  const metrics: DefinedMetric[] = definedMetrics(impressionBased);
  return (
    <Modal title={t('reports.helpTitle')} isOpen={isOpen} onClose={onClose}>
      <dl className="metric-definitions">
        {metrics.map((m) => (
          <div key={m}>
            <dt>{t(`reports.metrics.${m}.name`)}</dt>
            <dd>{t(`reports.metrics.${m}.definition`)}</dd>
          </div>
        ))}
      </dl>
      {/* The funnel's steps (issue 34 §2), each with the event that counts it, then its two derived figures. */}
      <h3>{t('reports.funnel.definitionsTitle')}</h3>
      <dl className="metric-definitions funnel-definitions">
        {FUNNEL_STEPS.map((step) => (
          <div key={step}>
            <dt>{t(`reports.funnel.steps.${step}.name`)}</dt>
            <dd>{t(`reports.funnel.steps.${step}.definition`)}</dd>
          </div>
        ))}
        {(['dropOff', 'filtered'] as const).map((m) => (
          <div key={m}>
            <dt>{t(`reports.funnel.${m}.name`)}</dt>
            <dd>{t(`reports.funnel.${m}.definition`)}</dd>
          </div>
        ))}
      </dl>
      <div className="modal-actions">
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    </Modal>
  );
}
