import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArea } from '../shell/area-context';
import { Modal } from '../ui/Modal';
import './texts';

/** Where the Upgrade link goes when neither the element nor the server names a pricing page. */
export const PACKAGES_PATH = '/packages';

/**
 * The pricing page of the upgrade call to action: `explicit` when given (an element's `pricing-url`),
 * else the server's `PRICING_URL` (`GET /plans`), else the packages page. Asked only while `active`.
 */
export function usePricingUrl(explicit: string | undefined, active: boolean): string {
  const { client } = useArea();
  const [fromServer, setFromServer] = useState<string | null>(null);
  useEffect(() => {
    if (explicit || !active || fromServer) return;
    const controller = new AbortController();
    client.plans.list(controller.signal).then(
      (answer) => setFromServer(answer.pricing_url ?? PACKAGES_PATH),
      () => !controller.signal.aborted && setFromServer(PACKAGES_PATH),
    );
    return () => controller.abort();
  }, [client, explicit, active, fromServer]);
  return explicit || fromServer || PACKAGES_PATH;
}

/**
 * The Upgrade link to the pricing page (`pricingUrl`, else the server's, else /packages). A relative
 * link (the packages page) is handed to the host with `smuc-navigate`; an absolute one opens the
 * pricing page. `onFollow` runs when it is followed (a modal closes itself).
 */
export function UpgradeAnchor({
  pricingUrl,
  active = true,
  onFollow,
  className = 'btn btn-primary',
}: {
  pricingUrl?: string | undefined;
  /** Ask the server for its pricing page only while shown. */
  active?: boolean;
  onFollow?: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const { emit } = useArea();
  const href = usePricingUrl(pricingUrl, active);
  return (
    <a
      className={className}
      href={href}
      onClick={(e) => {
        // A relative address is a dashboard route: let the host route it.
        if (href.startsWith('/') && !emit('smuc-navigate', { path: href })) e.preventDefault();
        onFollow?.();
      }}
    >
      {t('packages.upgradeModal.upgrade')}
    </a>
  );
}

/** The two buttons of the plan modals (000 §4): a dismiss button and the Upgrade link. */
export function PlanActions({
  isOpen,
  onClose,
  pricingUrl,
  dismissLabel,
}: {
  isOpen: boolean;
  onClose: () => void;
  pricingUrl?: string | undefined;
  /** The dismiss button's text (Cancel, Close). */
  dismissLabel: string;
}) {
  return (
    <div className="modal-actions">
      <button type="button" className="btn" onClick={onClose}>
        {dismissLabel}
      </button>
      <UpgradeAnchor pricingUrl={pricingUrl} active={isOpen} onFollow={onClose} />
    </div>
  );
}

/**
 * The upgrade-plan modal (000 §4: "Would like to upgrade", Cancel and an Upgrade link to a pricing
 * page), the one shown wherever a plan limit blocks something. `reason` says what is blocked (e.g.
 * "“Google Analytics” is not part of your current plan.").
 */
export function UpgradeModal({
  isOpen,
  onClose,
  reason,
  pricingUrl,
}: {
  isOpen: boolean;
  onClose: () => void;
  reason?: ReactNode;
  /** Overrides the server's pricing page. */
  pricingUrl?: string;
}) {
  const { t } = useTranslation();
  return (
    <Modal title={t('packages.upgradeModal.text')} isOpen={isOpen} onClose={onClose}>
      {reason && <p>{reason}</p>}
      <PlanActions
        isOpen={isOpen}
        onClose={onClose}
        pricingUrl={pricingUrl}
        dismissLabel={t('packages.upgradeModal.cancel')}
      />
    </Modal>
  );
}
