import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * The host's rendered width in px (0 until measured), through a `ResizeObserver` while connected.
 * Only crossing `threshold` px (or the first measurement) counts as a change and requests a host
 * update, so resizing on one side of the line does not re-render. The update runs in the next
 * animation frame: the layout it brings can change the host's height (the narrow player's sidebar
 * moves below the video), and a change made inside the observer's own frame would be a resize loop.
 * Without `ResizeObserver` the width stays 0.
 */
export class WidthController implements ReactiveController {
  /** The last width that counted, in px. */
  width = 0;
  private readonly resize: ResizeObserver | null;

  constructor(
    private readonly host: ReactiveControllerHost & Element,
    threshold: number,
  ) {
    this.resize =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(([entry]) => {
            const width = Math.round(entry?.contentRect.width ?? 0);
            // Only the side of the line matters; ignore other changes to avoid re-renders.
            if (width > 0 && width >= threshold !== this.width >= threshold) this.set(width);
            else if (this.width === 0) this.set(width);
          });
    host.addController(this);
  }

  hostConnected(): void {
    this.resize?.observe(this.host);
  }

  hostDisconnected(): void {
    this.resize?.disconnect();
  }

  private set(width: number) {
    if (width === this.width) return;
    this.width = width;
    requestAnimationFrame(() => this.host.requestUpdate());
  }
}
