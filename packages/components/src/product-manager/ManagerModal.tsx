import type { ProductIssue, Stream } from '@smuc/sdk';
import { LayoutList, List, Plus, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../ui/Modal';
import { useToast } from '../ui/Toaster';
import { AddProductSections } from './AddProductSections';
import type { FeedDraft } from './draft';
import { FeedItemForm } from './FeedItemForm';
import { FeedRow } from './FeedRow';
import { SortableFeedList } from './SortableFeedList';
import { contextOf, type FeedList, listIssues } from './useFeedList';
import '../products/texts';

/** Where the compact/detailed choice is remembered (001 §2), per browser. */
export const VIEW_KEY = 'smuc.productManager.view';

const readView = (): 'compact' | 'detailed' => {
  try {
    return localStorage.getItem(VIEW_KEY) === 'detailed' ? 'detailed' : 'compact';
  } catch {
    return 'compact';
  }
};

type Pane = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; draft: FeedDraft } | { kind: 'deleteAll' };

/**
 * "Product management for this player" (001 §2, §4): the player's list with the compact/detailed
 * toggle (remembered locally), reordering, pinning, visible/payable switches, timing (detailed
 * view, not for live players), edit, delete, delete all, add product, and Save products.
 * Add product, edit and the delete-all confirmation replace the list inside the same dialog (with
 * its title) instead of stacking dialogs: the manager itself may sit in a host's dialog.
 */
export function ManagerModal({
  isOpen,
  onClose,
  stream,
  list,
}: {
  isOpen: boolean;
  onClose: () => void;
  stream: Stream;
  list: FeedList;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [view, setView] = useState(readView);
  const [pane, setPane] = useState<Pane>({ kind: 'list' });
  const paneRef = useRef<HTMLDivElement>(null);
  // Moving between panes moves focus to the new pane, as opening a dialog would.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on pane change only
  useEffect(() => {
    paneRef.current?.focus();
  }, [pane.kind]);
  useEffect(() => {
    if (!isOpen) setPane({ kind: 'list' });
  }, [isOpen]);
  const toList = () => setPane({ kind: 'list' });
  const [serverErrors, setServerErrors] = useState<Map<string, string[]>>(new Map());
  const [saving, setSaving] = useState(false);
  const [showIssues, setShowIssues] = useState(false);
  const items = list.items ?? [];
  const ctx = contextOf(stream);
  const issues = useMemo(() => listIssues(items, stream), [items, stream]);
  const taken = useMemo(
    () => new Set(items.map((d) => d.product_id).filter((x): x is number => x !== null)),
    [items],
  );
  const detailed = view === 'detailed';

  const chooseView = (v: 'compact' | 'detailed') => {
    setView(v);
    try {
      localStorage.setItem(VIEW_KEY, v);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  };
  const failed = (error: unknown) =>
    toast((error as Error).message || t('errors.somethingWentWrong'), 'danger');

  const save = async () => {
    setShowIssues(true);
    if (issues.size > 0) return;
    setSaving(true);
    try {
      const errors = await list.save();
      setServerErrors(errors ?? new Map());
      if (!errors) {
        setShowIssues(false);
        toast(t('productManager.saved'));
      }
    } catch (error) {
      failed(error);
    } finally {
      setSaving(false);
    }
  };

  const togglePayable = (d: FeedDraft) => {
    if (!d.payable && !ctx.payment) {
      toast(t('products.rules.payableNeedsIntegration'), 'danger');
      return;
    }
    list.toggle(d.key, 'payable');
  };

  const rowIssues = (d: FeedDraft): ProductIssue[] => {
    const all = issues.get(d.key) ?? [];
    // Timing problems show as soon as they exist; field rules once the user tries to save.
    return showIssues ? all : all.filter((i) => i.code.startsWith('timing') || i.code === 'timeFormat');
  };

  const title =
    pane.kind === 'add'
      ? t('productManager.addTitle')
      : pane.kind === 'edit'
        ? t('productManager.editTitle')
        : pane.kind === 'deleteAll'
          ? t('productManager.deleteAllTitle')
          : t('productManager.modalTitle');

  return (
    <Modal title={title} isOpen={isOpen} onClose={pane.kind === 'list' ? onClose : toList} locked={saving}>
      <div ref={paneRef} tabIndex={-1} className="manager-pane">
        {pane.kind === 'add' ? (
          <AddProductSections
            streamId={stream.id}
            context={ctx}
            taken={taken}
            onClose={toList}
            onAdd={(drafts) => {
              list.add(drafts);
              toList();
            }}
            onImported={list.appendSaved}
          />
        ) : pane.kind === 'edit' ? (
          <FeedItemForm
            initial={pane.draft}
            context={ctx}
            submitLabel={t('productManager.update')}
            onCancel={toList}
            onSubmit={(d) => {
              list.update(d);
              toList();
            }}
          />
        ) : pane.kind === 'deleteAll' ? (
          <>
            <p>{t('productManager.deleteAllConfirm')}</p>
            <div className="modal-actions">
              <button type="button" className="btn" onClick={toList}>
                {t('common.cancel')}
              </button>
              <button
                type="button"
                className="btn btn-danger"
                onClick={() =>
                  list
                    .removeAll()
                    .then(() => {
                      toList();
                      toast(t('productManager.deleteAllDone'));
                    })
                    .catch(failed)
                }
              >
                {t('common.delete')}
              </button>
            </div>
          </>
        ) : (
          <>
            <div className="manager-toolbar">
              <fieldset className="view-toggle">
                <legend className="visually-hidden">{t('productManager.view')}</legend>
                <label className={view === 'compact' ? 'active' : ''}>
                  <input
                    type="radio"
                    name="pm-view"
                    checked={view === 'compact'}
                    onChange={() => chooseView('compact')}
                  />
                  <List size={16} aria-hidden /> {t('productManager.compact')}
                </label>
                <label className={view === 'detailed' ? 'active' : ''}>
                  <input
                    type="radio"
                    name="pm-view"
                    checked={view === 'detailed'}
                    onChange={() => chooseView('detailed')}
                  />
                  <LayoutList size={16} aria-hidden /> {t('productManager.detailed')}
                </label>
              </fieldset>
              <span className="toolbar-actions">
                <button type="button" className="btn" onClick={() => setPane({ kind: 'add' })}>
                  <Plus size={16} aria-hidden /> {t('productManager.addProduct')}
                </button>
                <button
                  type="button"
                  className="btn"
                  disabled={items.length === 0}
                  onClick={() => setPane({ kind: 'deleteAll' })}
                >
                  <Trash2 size={16} aria-hidden /> {t('productManager.deleteAll')}
                </button>
              </span>
            </div>
            {items.length === 0 ? (
              <p className="muted empty">{t('productManager.empty')}</p>
            ) : (
              <SortableFeedList items={items} onMove={list.move}>
                {items.map((d) => (
                  <FeedRow
                    key={d.key}
                    draft={d}
                    currency={stream.currency}
                    detailed={detailed}
                    showPinned={!stream.auto_card_timing}
                    showTiming={!ctx.live}
                    issues={rowIssues(d)}
                    serverErrors={serverErrors.get(d.key) ?? []}
                    onToggle={(field) => (field === 'payable' ? togglePayable(d) : list.toggle(d.key, field))}
                    onPin={(pinned) => list.pin(d.key, pinned)}
                    onEdit={() => setPane({ kind: 'edit', draft: d })}
                    onDelete={() => list.remove(d).catch(failed)}
                    onChange={list.update}
                  />
                ))}
              </SortableFeedList>
            )}
            <div className="modal-actions">
              <button type="button" className="btn" onClick={onClose} disabled={saving}>
                {t('common.close')}
              </button>
              <button
                type="button"
                className="btn btn-primary"
                onClick={save}
                disabled={saving || !list.dirty}
              >
                {saving ? t('common.saving') : t('productManager.saveProducts')}
              </button>
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}
