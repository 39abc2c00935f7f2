import { useTranslation } from 'react-i18next';
import { useArea } from '../shell/area-context';
import { Modal } from '../ui/Modal';

/** The upgrade-my-plan modal (001 §2) for a locked `feature`, linking to the pricing page. */
export function UpgradeModal({
  feature,
  pricingUrl,
  onClose,
}: {
  feature: string | null;
  pricingUrl: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { emit } = useArea();
  return (
    <Modal title={t('playerEditor.plan.upgradeTitle')} isOpen={feature !== null} onClose={onClose}>
      <p>
        {t('playerEditor.plan.upgradeText', {
          feature: t(`playerEditor.plan.features.${feature ?? 'chat'}`),
        })}
      </p>
      <div className="modal-actions">
        <button type="button" className="btn" onClick={onClose}>
          {t('common.close')}
        </button>
        <a
          className="btn btn-primary"
          href={pricingUrl}
          onClick={(e) => {
            // A relative pricing URL is a dashboard route: let the host route it.
            if (pricingUrl.startsWith('/') && !emit('smuc-navigate', { path: pricingUrl }))
              e.preventDefault();
          }}
        >
          {t('playerEditor.plan.seePlans')}
        </a>
      </div>
    </Modal>
  );
}
