import { STORAGE_WARNING_THRESHOLD_MIN, storageState } from '@smuc/sdk';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArea } from '../shell/area-context';
import { Modal } from '../ui/Modal';
import { PlanActions } from './UpgradeModal';
import './texts';

/** sessionStorage key: the storage state the reader already saw the warning for in this browser tab. */
export const STORAGE_WARNING_SEEN_KEY = 'smuc-storage-warning-seen';

function seenState(): number {
  try {
    return Number(sessionStorage.getItem(STORAGE_WARNING_SEEN_KEY) ?? 0);
  } catch {
    return 0;
  }
}

/**
 * The storage warning modal (000 §2 account-level modals, §4 storage state; 001 §4): shown when the
 * stored video minutes come within {@link STORAGE_WARNING_THRESHOLD_MIN} of the plan's maximum (state 1)
 * or reach it (state 2), once per browser tab and state, so a full storage warns again after a near
 * one but not on every page. Close dismisses it; Upgrade opens the pricing page. Unlimited plans
 * (maximum -1) never see it. `storedMinutes` and `maxStorageMinutes` are minutes; `minState` is the
 * lowest state that opens it (the editor warns inline when storage is near and opens this when full).
 */
export function StorageWarningModal({
  storedMinutes,
  maxStorageMinutes,
  pricingUrl,
  minState = 1,
}: {
  storedMinutes: number;
  maxStorageMinutes: number;
  pricingUrl?: string | undefined;
  minState?: 1 | 2;
}) {
  const { t } = useTranslation();
  const { language } = useArea();
  const state = storageState(storedMinutes, maxStorageMinutes);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (state >= minState && seenState() < state) setOpen(true);
  }, [state, minState]);
  const close = () => {
    try {
      sessionStorage.setItem(STORAGE_WARNING_SEEN_KEY, String(state));
    } catch {
      // Private modes may refuse storage: the warning then shows again on the next page.
    }
    setOpen(false);
  };
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  const values = {
    used: number.format(storedMinutes),
    max: number.format(maxStorageMinutes),
    left: number.format(Math.max(0, maxStorageMinutes - storedMinutes)),
  };
  return (
    <Modal title={t('packages.storageWarning.title')} isOpen={open} onClose={close} role="alertdialog">
      <p>{t(state === 2 ? 'packages.storageWarning.full' : 'packages.storageWarning.near', values)}</p>
      <PlanActions
        isOpen={open}
        onClose={close}
        pricingUrl={pricingUrl}
        dismissLabel={t('packages.storageWarning.close')}
      />
    </Modal>
  );
}
