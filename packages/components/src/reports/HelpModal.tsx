import { type ReportMetric, reportMetrics } from '@smuc/sdk';
import { useTranslation } from 'react-i18next';
import { Modal } from '../ui/Modal';

/** The report's metric definitions (the sdk's `METRIC_DEFINITIONS`, reduced for impression-based accounts). */
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
  const metrics: ReportMetric[] = reportMetrics(impressionBased);
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
