/**
 * The raw parameters of the page's URL: the query's, then the fragment's over them
 * (Share writes the fragment, §5.7). Kept free of every dependency: the entry reads
 * the `?q=` / `?scenario=` it hands the worker with it before the app has loaded;
 * url-state.ts turns the same map into state.
 */
export function rawParams(search: string, hash = ''): Map<string, string> {
  const params = new Map<string, string>();
  // A fragment that is not name=value pairs (an anchor such as #top) gives names no parameter has: ignored.
  for (const source of [search, hash.replace(/^#/, '')]) {
    for (const [name, value] of new URLSearchParams(source)) params.set(name, value);
  }
  return params;
}

/** The page's locale as the app decides it (mount.tsx, locale.ts): a valid `lang` in the link, else the browser's first language. */
export function linkLocale(lang: string | undefined, languages: readonly string[]): 'zh' | 'en' {
  if (lang === 'zh' || lang === 'en') return lang;
  return (languages[0] ?? 'en').toLowerCase().startsWith('zh') ? 'zh' : 'en';
}
