import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useEditor } from './context';

/** "Not in your plan" with a button that opens the upgrade-my-plan modal (001 §2, §4). */
export function PlanLock({ feature }: { feature: string }) {
  const { t } = useTranslation();
  const { upgrade, readOnly } = useEditor();
  return (
    <span className="plan-lock">
      <Lock size={14} aria-hidden />
      <span className="visually-hidden">{t('playerEditor.plan.locked')}</span>
      <button
        type="button"
        className="btn btn-ghost btn-small"
        disabled={readOnly}
        aria-label={`${t('playerEditor.plan.upgrade')}: ${t(`playerEditor.plan.features.${feature}`)}`}
        onClick={() => upgrade(feature)}
      >
        {t('playerEditor.plan.upgrade')}
      </button>
    </span>
  );
}
