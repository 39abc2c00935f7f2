import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * Fullscreen of the host's player frame: {@link active} while an element of the host's shadow
 * root is fullscreen (followed through the document's `fullscreenchange` while connected; a
 * change requests a host update), {@link toggle} enters with the frame or leaves. A refused
 * request (an iframe without `allow="fullscreen"`) changes nothing.
 */
export class FullscreenController implements ReactiveController {
  active = false;
  private readonly onChange = () => {
    const active = !!this.host.shadowRoot?.fullscreenElement;
    if (active === this.active) return;
    this.active = active;
    this.host.requestUpdate();
  };

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  hostConnected(): void {
    document.addEventListener('fullscreenchange', this.onChange);
  }

  hostDisconnected(): void {
    document.removeEventListener('fullscreenchange', this.onChange);
  }

  /** Leaves fullscreen, or shows `frame` fullscreen. */
  async toggle(frame: HTMLElement | null): Promise<void> {
    try {
      if (this.host.shadowRoot?.fullscreenElement) await document.exitFullscreen();
      else await frame?.requestFullscreen();
    } catch {
      // Fullscreen refused (iframe without allow="fullscreen"): nothing to do.
    }
  }
}
