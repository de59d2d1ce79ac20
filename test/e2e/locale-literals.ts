/**
 * Finds English chrome in a zh page (SPEC §5.8): every visible text node and
 * every accessible name (aria-label, title, placeholder, alt, …) is split into
 * Latin-letter words, and each word must be a protocol identifier or on the
 * small allowlist below. What the model or the person wrote is excluded, by
 * marker rather than by guess:
 * - `[data-verbatim]`: model-authored or user-authored content (questions,
 *   options, plan text, transcript messages, frame payloads, the JSON editor,
 *   code snippets); put it on the smallest element that holds only such text;
 * - `[data-verbatim-attrs="title aria-label"]`: only those attributes of that
 *   element are model-authored (a plan card named by its question, a button
 *   whose tooltip is the option's description), its text is still checked;
 * - `code`, `pre`, `kbd`, `samp`: code is verbatim by definition;
 * - `[lang]` other than zh on the element or an ancestor: text that declares its
 *   own language (the "English" entry of a language switch).
 * The collector runs in the page (`page.evaluate(collectLiterals)`), so it must
 * stay self-contained: no imports, no closures over module scope.
 */

export interface Literal {
  /** The offending word. */
  readonly word: string;
  /** The text or attribute it came from, trimmed. */
  readonly text: string;
  /** Where: the nearest data-testid / id / role, and the attribute if any. */
  readonly where: string;
}

/**
 * Words allowed in a zh page although they are Latin letters. Each is a name,
 * not an English word a translator would change.
 */
export const ALLOWED_WORDS: readonly string[] = [
  'asklab', // the product's name
  'Markdown', 'JSON', 'TypeScript', 'JavaScript', 'HTML', 'CSS', 'URL', 'Web', 'Worker', // formats and platform names
  'iframe', 'postMessage', 'zod', 'Kobalte', 'SolidJS', 'axe-core', 'lz-string', // names of things in code
  'OpenAI', 'DeepSeek', 'Ollama', 'LM', 'Studio', 'vLLM', 'MCP', 'API', 'LLM', // products and protocols
  'JSON-RPC', 'Streamable', 'Bearer', 'Authorization', // MCP's wire protocol, its HTTP transport, an auth scheme and its header
  'Claude', 'Code', 'Codex', 'VS', 'readline', // harness names and the terminal demo's Node API (surfaces)
  'Autopilot', // VS Code's agent mode that answers questions itself (surfaces: nobody answers)
  'Enter', 'Shift', 'Esc', 'Tab', 'Ctrl', 'Cmd', 'Space', 'Ctrl-C', // key names as printed on keys, and the chord that closes a terminal's input
  'px', 'ms', 's', 'kB', 'rem', 'em', // units after numbers
  'WCAG', 'AA', 'AAA', 'ARIA', 'Schema', // standards (JSON Schema)
  'Chromium', 'PostgreSQL', 'SQLite', 'Redis', // product names
  'Recommended', // the protocol's "(Recommended)" label suffix (SPEC §1.1)
  // Protocol field names (SPEC §1), quoted in prose: "the question's detail", "custom text".
  'id', 'header', 'question', 'questions', 'options', 'label', 'description', 'detail', 'intent', 'kind', 'approve',
  'answers', 'selected', 'custom', 'skipped', 'name', 'code', 'content', 'text', 'type', 'parameters',
];

/** Runs inside the page. Returns every Latin word that is neither an identifier nor allowed. */
export function collectLiterals(allowed: readonly string[]): Literal[] {
  const allow = new Set(allowed);
  const isIdentifier = (word: string): boolean =>
    /^[A-Z0-9_]{2,}$/.test(word) || // error codes and acronyms: BAD_INTENT, JSON
    /^[a-z0-9]+(_[a-z0-9]+)+$/.test(word) || // tool names: ask_user_question
    /^[a-z0-9-]+\/[a-z0-9/-]+$/.test(word) || // frame types: question/asked
    /^[a-z0-9]+(-[a-z0-9]+)+$/.test(word) || // ids, receipts, scenario ids: not-pending, plan-review
    /^[a-z]+[A-Z][A-Za-z0-9]*$/.test(word) || // camelCase fields: rpcId, multiSelect
    /\.[a-z]{2,4}$/.test(word) || // file names: docs.html, scenario.json
    /^[A-Za-z]$/.test(word) || // single letters: ⌘K, i / N
    /^#[0-9a-fA-F]{3,8}$/.test(word) || // hex colours
    /^[a-z]+\d+$|^\d/.test(word); // versions and sizes: h1, 2xl
  const verbatim = 'code, pre, kbd, samp, script, style, noscript, template, [data-verbatim]';
  const verbatimAttribute = (el: Element, attribute: string): boolean =>
    (el.getAttribute('data-verbatim-attrs') ?? '').split(/\s+/).includes(attribute);
  const foreign = (el: Element): boolean => {
    const tagged = el.closest('[lang]');
    return tagged !== null && !tagged.getAttribute('lang')?.toLowerCase().startsWith('zh');
  };
  const describe = (el: Element, attribute?: string): string => {
    const anchor = el.closest('[data-testid], [id], [role]');
    const label =
      anchor === null
        ? el.tagName.toLowerCase()
        : (anchor.getAttribute('data-testid') ?? (anchor.id !== '' ? `#${anchor.id}` : `[role=${anchor.getAttribute('role') ?? ''}]`));
    return attribute === undefined ? `${label} <${el.tagName.toLowerCase()}>` : `${label} <${el.tagName.toLowerCase()} ${attribute}>`;
  };
  const found: Literal[] = [];
  const check = (text: string, where: string): void => {
    for (const match of text.matchAll(/\/?[A-Za-z][A-Za-z0-9_\-/.:#]*/g)) {
      if (/^(https?|mailto|javascript|data|file|blob):/.test(match[0])) continue; // a URL or a scheme (javascript: links)
      if (match[0].startsWith('/')) continue; // a path: /srv, /docs.html
      const word = match[0].replace(/[.:\-/]+$/, '');
      if (word === '' || allow.has(word) || isIdentifier(word)) continue;
      found.push({ word, text: text.trim().slice(0, 120), where });
    }
  };
  const shown = (el: Element): boolean =>
    typeof el.checkVisibility !== 'function' || el.checkVisibility({ visibilityProperty: true, opacityProperty: false });

  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = node.textContent ?? '';
    if (parent === null || text.trim() === '') continue;
    if (parent.closest(verbatim) !== null || foreign(parent) || !shown(parent)) continue;
    check(text, describe(parent));
  }
  const attributes = ['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'title', 'placeholder', 'alt'];
  for (const el of document.body.querySelectorAll('*')) {
    if (el.closest(verbatim) !== null || foreign(el)) continue;
    // Hidden elements (inactive tabs, closed popovers) carry no name anyone meets; the test opens them.
    if (!shown(el)) continue;
    for (const attribute of attributes) {
      const value = el.getAttribute(attribute);
      if (value !== null && value.trim() !== '' && !verbatimAttribute(el, attribute)) check(value, describe(el, attribute));
    }
  }
  if (!document.documentElement.lang.startsWith('zh')) found.push({ word: document.documentElement.lang, text: '<html lang>', where: 'html' });
  check(document.title, 'document.title');
  return found;
}

/** One line per literal, grouped by word, for a readable failure. */
export function formatLiterals(literals: readonly Literal[]): string {
  const byWord = new Map<string, Literal[]>();
  for (const literal of literals) byWord.set(literal.word, [...(byWord.get(literal.word) ?? []), literal]);
  return [...byWord.entries()]
    .map(([word, hits]) => `"${word}" in ${[...new Set(hits.map((h) => `${h.where}: "${h.text}"`))].slice(0, 3).join('; ')}`)
    .join('\n');
}
