import { X } from 'lucide-react';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Tone = 'success' | 'danger';
interface Toast {
  id: number;
  tone: Tone;
  text: string;
}

/** Shows a toast; `durationMs` follows the spec's durations (5000 ms, 8000 ms, or longer where named). */
export type ShowToast = (text: string, tone?: Tone, durationMs?: number) => void;

const ToastContext = createContext<ShowToast>(() => {});

/** The area's toast function. */
export const useToast = () => useContext(ToastContext);

/** Holds an area's toasts: announced politely (success) or assertively (failure), closable by keyboard. */
export function Toaster({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((x) => x.id !== id)), []);
  const show = useCallback<ShowToast>(
    (text, tone = 'success', durationMs = 5000) => {
      const id = next.current++;
      setToasts((all) => [...all, { id, tone, text }]);
      setTimeout(() => dismiss(id), durationMs);
    },
    [dismiss],
  );
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="toasts">
        {toasts.map((toast) => (
          <div
            key={toast.id}
            className={`toast alert alert-${toast.tone}`}
            role={toast.tone === 'danger' ? 'alert' : 'status'}
          >
            <span>{toast.text}</span>
            <button
              type="button"
              className="btn btn-ghost btn-icon"
              aria-label={t('common.close')}
              onClick={() => dismiss(toast.id)}
            >
              <X size={16} aria-hidden />
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}
