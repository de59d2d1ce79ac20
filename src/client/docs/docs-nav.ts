/**
 * How the docs page follows the reader, loaded after first paint: arriving at
 * (or following) `#<id>` scrolls that element into view and highlights it (an
 * error code's row, a field, a heading); a scroll spy reports which section is
 * being read, for the table of contents. The page's markup stays in Docs.tsx.
 */

const HIGHLIGHT_MS = 2400;

/** Scrolls to the element the hash names and marks it with `data-highlight` for a moment. False when there is none. */
export function goToHash(hash: string, root: Document = document): boolean {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (id === '') return false;
  const target = root.getElementById(id);
  if (target === null) return false;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ block: target.tagName === 'TR' ? 'center' : 'start', behavior: reduced ? 'auto' : 'smooth' });
  for (const old of root.querySelectorAll('[data-highlight]')) old.removeAttribute('data-highlight');
  target.setAttribute('data-highlight', '');
  window.setTimeout(() => target.removeAttribute('data-highlight'), HIGHLIGHT_MS);
  return true;
}

/** Follows the hash now (the page rendered after the browser's own jump) and on every change. Returns a disposer. */
export function makeHashFollower(): () => void {
  const follow = (): void => void goToHash(location.hash);
  follow();
  window.addEventListener('hashchange', follow);
  return () => window.removeEventListener('hashchange', follow);
}

/**
 * Reports the section being read: the last one whose top has passed a line a
 * third of the way down the viewport (or the first, above all of them).
 */
export function makeScrollSpy(sections: () => readonly HTMLElement[], onActive: (id: string) => void): () => void {
  let frame = 0;
  let last = '';
  const measure = (): void => {
    frame = 0;
    const line = window.innerHeight / 3;
    const all = sections();
    let active = all[0]?.id ?? '';
    for (const section of all) if (section.getBoundingClientRect().top <= line) active = section.id;
    // At the very bottom the last section is the one being read, however short it is.
    if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) active = all.at(-1)?.id ?? active;
    if (active !== last) {
      last = active;
      onActive(active);
    }
  };
  const schedule = (): void => {
    if (frame === 0) frame = requestAnimationFrame(measure);
  };
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  measure();
  return () => {
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    if (frame !== 0) cancelAnimationFrame(frame);
  };
}
