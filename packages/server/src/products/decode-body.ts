import iconv from 'iconv-lite';

/**
 * Turns the bytes of a fetched feed or page into text by the charset it declares (issue 21 §3),
 * in order of authority: a byte-order mark, the HTTP `Content-Type` charset, the XML declaration's
 * `encoding`, then `<meta charset>` / `<meta http-equiv="Content-Type" content="…; charset=…">`
 * within the first 4 KiB. Undeclared or unknown charsets are read as UTF-8. Decoding is done by
 * iconv-lite, so ISO-8859-2 (Latin-2) and windows-1252 shops keep their letters.
 */
export function decodeBody(bytes: Buffer, contentType: string): string {
  const charset = declaredCharset(bytes, contentType);
  const name = charset && iconv.encodingExists(charset) ? charset : 'utf-8';
  return iconv.decode(bytes, name, { stripBOM: true });
}

/** The charset a body declares (lower-case label), `null` when none; see {@link decodeBody}. */
export function declaredCharset(bytes: Buffer, contentType: string): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  const header = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType)?.[1];
  if (header) return header.toLowerCase();
  // The head is ASCII-compatible in every charset a shop declares this way, so latin1 reads it safely.
  const head = bytes.subarray(0, 4096).toString('latin1');
  const xml = /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([\w.:-]+)["']/i.exec(head)?.[1];
  if (xml) return xml.toLowerCase();
  const meta =
    /<meta\b[^>]*\bcharset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1] ??
    /<meta\b[^>]*content\s*=\s*["'][^"']*charset=([\w.:-]+)/i.exec(head)?.[1];
  return meta ? meta.toLowerCase() : null;
}
