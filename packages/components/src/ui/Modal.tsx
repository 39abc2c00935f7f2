import { lazy, Suspense } from 'react';
import type { ModalProps } from './ModalDialog';

export type { ModalProps } from './ModalDialog';

/** React Aria's overlay, dialog and focus-scope code: fetched when a modal first opens. */
const ModalDialog = lazy(() => import('./ModalDialog').then((m) => ({ default: m.ModalDialog })));

/**
 * An accessible modal dialog (React Aria): focus trapped and restored to the opener, Escape and
 * outside click close it unless `locked` (e.g. while work runs). Renders nothing while closed; its
 * code (`ModalDialog.tsx`) is loaded the first time one opens, so a page that never opens a modal
 * does not fetch it (issue 16 §1).
 */
export function Modal(props: ModalProps) {
  if (!props.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
