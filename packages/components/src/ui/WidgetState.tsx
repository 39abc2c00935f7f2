import { useTranslation } from 'react-i18next';

/** The error and empty states of a dashboard widget (000 §2 widget texts), with a retry. */
export function WidgetError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="alert alert-danger widget-state" role="alert">
      <span>{t('errors.loadWidget')}</span>
      <button type="button" className="btn" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

export function WidgetEmpty() {
  const { t } = useTranslation();
  return <p className="muted widget-state">{t('errors.noData')}</p>;
}

/** A skeleton block shaped like the content it stands for; `height` in px. */
export function Skeleton({ height, width = '100%' }: { height: number; width?: string }) {
  return <div className="skeleton" style={{ blockSize: height, inlineSize: width }} aria-hidden />;
}
