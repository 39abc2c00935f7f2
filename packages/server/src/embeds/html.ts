/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A value as a JavaScript literal safe inside an inline `<script>` (no `</script>`, no U+2028/9). */
export function scriptLiteral(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A CSS colour the player settings allow (`#rgb`, `#rrggbb`, `#rrggbbaa` or a plain name); else the fallback. */
export function safeColor(value: string | null | undefined, fallback: string): string {
  return value && /^(#[0-9a-f]{3,8}|[a-z]{3,20})$/i.test(value.trim()) ? value.trim() : fallback;
}
