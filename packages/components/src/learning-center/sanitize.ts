import DOMPurify from 'dompurify';

/**
 * A tutorial's HTML description made safe to show (000 §2 "HTML description"): DOMPurify's HTML
 * profile (no scripts, event handlers, styles or frames); links open in a new tab without an opener.
 */
export function sanitizeTutorialHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'],
    FORBID_ATTR: ['style'],
    RETURN_DOM_FRAGMENT: true,
  });
  for (const a of clean.querySelectorAll('a[href]')) {
    a.setAttribute('target', '_blank');
    a.setAttribute('rel', 'noopener noreferrer');
  }
  const box = document.createElement('div');
  box.append(clean);
  return box.innerHTML;
}
