import type { SubscriberForm } from '@smuc/sdk';
import { TOAST_SHORT_MS } from '@smuc/sdk';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AreaProps, AreaRoot } from '../shell/AreaRoot';
import { useArea } from '../shell/area-context';
import { useAsync } from '../shell/useAsync';
import tableCss from '../ui/data-table.css?inline';
import { useToast } from '../ui/Toaster';
import { Skeleton, WidgetError } from '../ui/WidgetState';
import { DeleteFormModal } from './DeleteFormModal';
import { FormModal } from './FormModal';
import { FormsTable } from './FormsTable';
import css from './forms.css?inline';
import { useFormCsv } from './useFormCsv';
import './texts';

function FormsBody() {
  const { t } = useTranslation();
  const { client } = useArea();
  const toast = useToast();
  const user = useAsync((signal) => client.user.me(signal), [client]);
  const forms = useAsync((signal) => client.forms.list(signal), [client]);
  const [editing, setEditing] = useState<SubscriberForm | null | 'new'>(null);
  const [deleting, setDeleting] = useState<SubscriberForm | null>(null);
  const csv = useFormCsv();
  const canEdit = user.data ? !user.data.masqueraded : false;
  const create = () => setEditing('new');
  return (
    <div className="forms-page">
      <div className="page-header">
        <h1>{t('forms.title')}</h1>
        {canEdit && (
          <button type="button" className="btn btn-primary create-form" onClick={create}>
            <Plus size={16} aria-hidden /> {t('forms.create')}
          </button>
        )}
      </div>
      {forms.status === 'error' ? (
        <WidgetError onRetry={forms.reload} />
      ) : !forms.data || !user.data ? (
        <div className="forms-skeleton">
          <Skeleton height={40} />
          <Skeleton height={40} />
          <Skeleton height={40} />
        </div>
      ) : forms.data.length === 0 ? (
        <div className="card empty">
          <p>{t('forms.empty')}</p>
          {canEdit && (
            <button type="button" className="btn btn-primary" onClick={create}>
              {t('forms.create')}
            </button>
          )}
        </div>
      ) : (
        <FormsTable
          forms={forms.data}
          canEdit={canEdit}
          onEdit={setEditing}
          onDelete={setDeleting}
          onCsv={(f, g) => void csv(f, g)}
        />
      )}
      <FormModal
        isOpen={editing !== null}
        form={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          toast(t('forms.saved'), 'success', TOAST_SHORT_MS);
          forms.reload();
        }}
      />
      <DeleteFormModal form={deleting} onClose={() => setDeleting(null)} onDeleted={() => forms.reload()} />
    </div>
  );
}

/**
 * Subscriber forms (000 §2 Forms): the forms table with customer/campaign sub-rows, the create /
 * edit modal, delete confirmation and CSV exports of subscriptions; masqueraded sessions see no
 * create, edit, delete or CSV. Element: `<smuc-forms api-base token lang>`.
 */
export function Forms(props: AreaProps) {
  return (
    <AreaRoot {...props} css={tableCss + css}>
      <FormsBody />
    </AreaRoot>
  );
}
