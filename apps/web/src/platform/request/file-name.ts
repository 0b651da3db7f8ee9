/**
 * The file name of a download from its Content-Disposition header (RFC 6266). `filename*=UTF-8''…` (RFC 5987,
 * percent-encoded UTF-8) carries the Chinese names and wins over the plain `filename`, which older servers send
 * alone (quoted or not). Path parts are dropped, so a name can never point outside the download folder.
 */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header);
  if (extended) {
    const value = unquote(extended[1].trim());
    const m = /^([\w-]+)'[^']*'(.*)$/.exec(value);
    const [charset, encoded] = m ? [m[1].toLowerCase(), m[2]] : ['utf-8', value];
    if (charset === 'utf-8') {
      const decoded = safeDecode(encoded);
      if (decoded) return baseName(decoded);
    }
  }
  const plain = /(?:^|;)\s*filename\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/i.exec(header);
  if (plain) {
    const value = unquote(plain[1].trim());
    // Some servers percent-encode the plain name too; a name that does not decode is kept as it is.
    const name = /%[0-9a-f]{2}/i.test(value) ? (safeDecode(value) ?? value) : value;
    if (name) return baseName(name);
  }
  return null;
}

function unquote(value: string): string {
  return value.startsWith('"') && value.endsWith('"') && value.length >= 2
    ? value.slice(1, -1).replace(/\\(.)/g, '$1')
    : value;
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

function baseName(name: string): string | null {
  const base = name.split(/[\\/]/).pop()?.trim() ?? '';
  return base === '' || base === '.' || base === '..' ? null : base;
}
