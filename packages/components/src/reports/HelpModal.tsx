import { type DefinedMetric, definedMetrics } from '@smuc/sdk';
import { useTranslation } from 'react-i18next';
import { Modal } from '../ui/Modal';

/**
 * The metric definitions (the sdk's `definedMetrics`: every report column, reduced for
 * impression-based accounts, and the Viewers of the players list and the chart beside the report's
 * peak of viewers), so each figure on any screen is defined here once.
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
      <div className="modal-actions">
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    </Modal>
  );
}
