import { pageLinks } from '@smuc/sdk';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Page links (000 §2: a window of 3 by default; 3, 6 or 9) with previous/next; `page` is 1-based. */
export function Pagination({
  page,
  totalPages,
  onChange,
  links = 3,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  links?: 3 | 6 | 9;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('common.pagination')}>
      <button
        type="button"
        className="btn btn-icon"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
        aria-label={t('common.previous')}
      >
        <ChevronLeft size={16} aria-hidden className="flip-rtl" />
      </button>
      {pageLinks(page, totalPages, links).map((p) => (
        <button
          key={p}
          type="button"
          className={`btn btn-icon ${p === page ? 'btn-primary' : ''}`}
          aria-current={p === page ? 'page' : undefined}
          aria-label={t('common.page', { page: p })}
          onClick={() => onChange(p)}
        >
          {p}
        </button>
      ))}
      <button
        type="button"
        className="btn btn-icon"
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
        aria-label={t('common.next')}
      >
        <ChevronRight size={16} aria-hidden className="flip-rtl" />
      </button>
    </nav>
  );
}
