/**
 * Links into the docs page from anywhere in the product: an error code's row
 * (`docs.html#<CODE>`, SPEC §11), in the reader's locale. Pure and tiny, so the
 * playground can import it without pulling in the docs page.
 */
import type { Locale } from '../locale/locale.ts';

/** The docs row that explains `code`, relative to the playground (the pages are siblings). */
export function docsHrefForCode(code: string, locale: Locale): string {
  return `./docs.html?lang=${locale}#${encodeURIComponent(code)}`;
}
