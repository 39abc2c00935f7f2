import type { FormDetail, SubscriberForm } from '@smuc/sdk';
import { ChevronDown, ChevronRight, Download, Pencil, Trash2 } from 'lucide-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArea } from '../shell/area-context';

/**
 * The forms table (000 §2 Forms): Form Name, Tab label, Customer, Campaign, No. of Subscriptions,
 * Created at, Updated at, Operations. A form with more than one customer/campaign group expands
 * into sub-rows with their own CSV link; `canEdit` false (masquerade) hides every operation.
 */
export function FormsTable({
  forms,
  canEdit,
  onEdit,
  onDelete,
  onCsv,
}: {
  forms: SubscriberForm[];
  canEdit: boolean;
  onEdit: (f: SubscriberForm) => void;
  onDelete: (f: SubscriberForm) => void;
  onCsv: (f: SubscriberForm, group?: FormDetail) => void;
}) {
  const { t } = useTranslation();
  const { language } = useArea();
  const [open, setOpen] = useState<Set<number>>(new Set());
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const num = new Intl.NumberFormat(language);
  const col = (k: string) => t(`forms.columns.${k}`);
  const toggle = (id: number) =>
    setOpen((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const label = (v: string) => v || t('forms.groupNone');
  return (
    <div className="data-table-wrap">
      <table className="data-table stacked forms-table">
        <thead>
          <tr>
            <th scope="col">{col('name')}</th>
            <th scope="col">{col('tabLabel')}</th>
            <th scope="col">{col('customer')}</th>
            <th scope="col">{col('campaign')}</th>
            <th scope="col" className="num">
              {col('subscriptions')}
            </th>
            <th scope="col" aria-sort="descending">
              {col('createdAt')}
            </th>
            <th scope="col">{col('updatedAt')}</th>
            {canEdit && <th scope="col">{col('operations')}</th>}
          </tr>
        </thead>
        <tbody>
          {forms.map((f) => {
            const several = f.details.length > 1;
            const single = f.details.length === 1 ? f.details[0] : undefined;
            const isOpen = open.has(f.id);
            return (
              <Fragment key={f.id}>
                <tr className="form-row" data-form-id={f.id}>
                  <th scope="row" data-label={col('name')} className="form-name">
                    <span className="form-name-inner">
                      {several ? (
                        <button
                          type="button"
                          className="btn btn-ghost expand"
                          aria-expanded={isOpen}
                          aria-label={t(isOpen ? 'forms.collapse' : 'forms.expand', { name: f.name })}
                          onClick={() => toggle(f.id)}
                        >
                          {isOpen ? (
                            <ChevronDown size={16} aria-hidden />
                          ) : (
                            <ChevronRight size={16} aria-hidden className="flip-rtl" />
                          )}
                        </button>
                      ) : null}
                      <span>{f.name}</span>
                    </span>
                  </th>
                  <td data-label={col('tabLabel')}>{f.tab_label || t('forms.none')}</td>
                  <td data-label={col('customer')}>
                    {several
                      ? t('forms.several', { count: f.details.length })
                      : single
                        ? label(single.customer)
                        : t('forms.none')}
                  </td>
                  <td data-label={col('campaign')}>
                    {several
                      ? t('forms.several', { count: f.details.length })
                      : single
                        ? label(single.campaign)
                        : t('forms.none')}
                  </td>
                  <td data-label={col('subscriptions')} className="num subs-count">
                    {num.format(f.no_of_subscriptions)}
                  </td>
                  <td data-label={col('createdAt')}>{date.format(new Date(f.created_at))}</td>
                  <td data-label={col('updatedAt')}>{date.format(new Date(f.updated_at))}</td>
                  {canEdit && (
                    <td data-label={col('operations')}>
                      <div className="ops">
                        <button
                          type="button"
                          className="btn btn-icon"
                          aria-label={t('forms.editNamed', { name: f.name })}
                          title={t('forms.edit')}
                          onClick={() => onEdit(f)}
                        >
                          <Pencil size={16} aria-hidden />
                        </button>
                        <button
                          type="button"
                          className="btn btn-icon"
                          aria-label={t('forms.deleteNamed', { name: f.name })}
                          title={t('forms.delete')}
                          onClick={() => onDelete(f)}
                        >
                          <Trash2 size={16} aria-hidden />
                        </button>
                        <button
                          type="button"
                          className="btn csv"
                          aria-label={t('forms.csvNamed', { name: f.name })}
                          onClick={() => onCsv(f)}
                        >
                          <Download size={16} aria-hidden /> {t('forms.csv')}
                        </button>
                      </div>
                    </td>
                  )}
                </tr>
                {several &&
                  isOpen &&
                  f.details.map((d) => (
                    <tr key={`${d.customer}\u0000${d.campaign}`} className="sub-row">
                      <td data-label={col('name')} className="visually-hidden-cell">
                        <span className="visually-hidden">{f.name}</span>
                      </td>
                      <td data-label={col('tabLabel')} aria-hidden />
                      <td data-label={col('customer')}>{label(d.customer)}</td>
                      <td data-label={col('campaign')}>{label(d.campaign)}</td>
                      <td data-label={col('subscriptions')} className="num">
                        {num.format(d.subscount)}
                      </td>
                      <td data-label={col('createdAt')} aria-hidden />
                      <td data-label={col('updatedAt')} aria-hidden />
                      {canEdit && (
                        <td data-label={col('operations')}>
                          <button
                            type="button"
                            className="btn csv"
                            aria-label={t('forms.csvGroup', {
                              name: f.name,
                              customer: label(d.customer),
                              campaign: label(d.campaign),
                            })}
                            onClick={() => onCsv(f, d)}
                          >
                            <Download size={16} aria-hidden /> {t('forms.csv')}
                          </button>
                        </td>
                      )}
                    </tr>
                  ))}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
