/**
 * URL policy for untrusted markdown (§7.2): only http(s), mailto and relative
 * URLs survive; everything else (javascript:, data:, vbscript:, unknown schemes,
 * obfuscated spellings) becomes an empty string and is not rendered.
 */
const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto']);

export function safeUrl(raw: string): string {
  // Browsers ignore ASCII whitespace and control characters inside a scheme.
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const compact = raw.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const decoded = decodeEntities(compact);
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(decoded);
  if (scheme === null) {
    // No scheme: relative, fragment or query. A protocol-relative URL is remote, keep it as http(s).
    return /^[^:]*$/.test(decoded.split(/[/?#]/)[0] ?? '') ? raw.trim() : '';
  }
  return ALLOWED_SCHEMES.has((scheme[1] ?? '').toLowerCase()) ? raw.trim() : '';
}

export function isRemoteUrl(url: string): boolean {
  return /^(https?:)?\/\//i.test(url.trim());
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number.parseInt(dec, 10)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '');
}
