import { fixture } from '../test/documents';
import { expect } from '../test/helpers';
import { pageFramed, stillPainted } from './still';

// The viewer page starts the player once its still has painted (issue 35 §4). The caps here are
// longer than a test may take (30 s), so a wait that only ended at its cap fails the test.
const NEVER = 60_000;

/** An image filling most of the window (the page's largest paint), not yet loaded. */
function still(src: string) {
  const img = Object.assign(document.createElement('img'), { src, alt: '' });
  img.style.cssText = 'display:block;inline-size:90vw;block-size:80vh;object-fit:cover';
  document.body.append(img);
  return img;
}

describe('stillPainted', () => {
  it('resolves after the browser reported the image as painted, not before it loaded', async () => {
    const painted: Element[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const element = (entry as PerformanceEntry & { element?: Element }).element;
        if (element) painted.push(element);
      }
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    const img = still(`${fixture('photo2.jpg')}?fresh=${Date.now()}`);
    try {
      expect(img.complete).to.equal(false);
      await stillPainted(img, NEVER);
      expect(img.complete && img.naturalWidth > 0).to.equal(true);
      // The entry that released the wait has been delivered to every observer by now.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(painted).to.include(img);
    } finally {
      observer.disconnect();
      img.remove();
    }
  });

  it('does not wait for an image that fails to load', async () => {
    const img = still('/no-such-still.jpg');
    try {
      await stillPainted(img, NEVER);
      expect(img.naturalWidth).to.equal(0);
    } finally {
      img.remove();
    }
  });

  it('does not wait for an image that failed before the wait began', async () => {
    const img = still('/no-such-still-either.jpg');
    try {
      await new Promise((resolve) => img.addEventListener('error', resolve, { once: true }));
      await stillPainted(img, NEVER);
      expect(img.naturalWidth).to.equal(0);
    } finally {
      img.remove();
    }
  });

  it('resolves at once without an image', async () => {
    await stillPainted(null, NEVER);
  });

  it('pageFramed resolves after a frame of the page', async () => {
    let framed = false;
    requestAnimationFrame(() => {
      framed = true;
    });
    await pageFramed();
    expect(framed).to.equal(true);
  });
});
