import { type RefObject, useEffect } from 'react';

/**
 * Keeps an element's overlay portal in the browser's top layer while it holds an overlay (issue 19
 * defect 1). A modal rendered into a nested element's shadow root used to be confined to the
 * stacking context of a sticky ancestor (the editor's side column), so the editor's sticky action
 * bar and a host's sticky header were painted over it whatever its z-index. The portal is a
 * `popover="manual"` node: shown (top layer, above every stacking context, still inside this
 * element's shadow root) as soon as a child is rendered into it, hidden when it is empty. Browsers
 * without the Popover API keep the plain fixed overlay.
 */
export function useTopLayer(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof node.showPopover !== 'function') return;
    const sync = () => {
      const open = node.matches(':popover-open');
      const wanted = node.isConnected && node.childElementCount > 0;
      try {
        if (wanted && !open) node.showPopover();
        else if (!wanted && open) node.hidePopover();
      } catch {
        // An element detached mid-change cannot toggle; the next mutation syncs again.
      }
    };
    const observer = new MutationObserver(sync);
    observer.observe(node, { childList: true });
    sync();
    return () => observer.disconnect();
  }, [ref]);
}
