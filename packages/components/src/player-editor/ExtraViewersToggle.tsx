import { applyExtraViewers, type StreamSettings, TOAST_SHORT_MS } from '@smuc/sdk';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddCardModal } from '../profile/AddCardModal';
import { useArea } from '../shell/area-context';
import { Toggle } from '../ui/fields';
import { useToast } from '../ui/Toaster';
import { useEditor, useEditorState } from './context';

/**
 * Allow extra viewers (001 §4; issue 14 §3): switching it on asks `GET /payment/check-card`; with
 * a card on file the switch stays on (and saves with the player), without one it is reverted and
 * the add-card checkout opens; once the card is added (`POST /payment/add-card`) the switch is on.
 * While the check runs, Save answers the editor's save check 2 (001 §5). The server applies the
 * same rule on save.
 */
export function ExtraViewersToggle() {
  const { t } = useTranslation();
  const { client } = useArea();
  const toast = useToast();
  const { store, readOnly } = useEditor();
  const on = useEditorState((s) => (s.draft as StreamSettings).allow_extra_viewers);
  const [checking, setChecking] = useState(false);
  const [checkout, setCheckout] = useState(false);
  const { set, setCardCheck } = store.getState();

  const change = async (next: boolean) => {
    if (!next) return set('allow_extra_viewers', false);
    setChecking(true);
    // Save waits while the card is checked (001 §5: "An operation is still in progress…").
    setCardCheck(true);
    try {
      const { has_card } = await client.billing.checkCard();
      const result = applyExtraViewers({ allow_extra_viewers: on }, true, has_card);
      set('allow_extra_viewers', result.settings.allow_extra_viewers);
      if (result.openCheckout) setCheckout(true);
    } catch (e) {
      set('allow_extra_viewers', false);
      toast((e as Error).message || t('profile.billing.failed'), 'danger', TOAST_SHORT_MS);
    } finally {
      setChecking(false);
      setCardCheck(false);
    }
  };

  return (
    <>
      <Toggle
        id="allow-extra-viewers"
        label={t('playerEditor.fields.allowExtraViewers')}
        hint={t('playerEditor.fields.allowExtraViewersHint')}
        checked={on}
        disabled={readOnly || checking}
        onChange={(next) => void change(next)}
      />
      <AddCardModal
        isOpen={checkout}
        onClose={() => setCheckout(false)}
        onConfirmed={async (id) => {
          const card = await client.billing.addCard({ payment_method_id: id });
          setCheckout(false);
          toast(t('profile.billing.cardAdded'), 'success', TOAST_SHORT_MS);
          set('allow_extra_viewers', true);
          return card;
        }}
      />
    </>
  );
}
