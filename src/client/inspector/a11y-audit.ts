/**
 * The A11y tab's readings of the canvas (§5.5): the keyboard's tab order
 * through a card (what Tab visits, in the order it visits, with each stop's
 * role and accessible name), and axe-core's check, loaded only when someone
 * runs it. DOM in, plain data out; wording is the panel's.
 */
import type { AxeResults, ImpactValue, Locale as AxeLocale, NodeResult } from 'axe-core';
import type { Locale } from '../locale/locale.ts';

export interface TabStop {
  readonly element: HTMLElement;
  /** The ARIA role (explicit or implied). */
  readonly role: string;
  /** The accessible name, approximated the way assistive technology reads it (labelledby, label, text, title). */
  readonly name: string;
  /** True when a switch, checkbox or radio is on. */
  readonly checked: boolean;
}

const FOCUSABLE = 'a[href], area[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable=""], [contenteditable="true"]';

function implicitRole(el: HTMLElement): string {
  const explicit = el.getAttribute('role');
  if (explicit !== null && explicit.trim() !== '') return explicit.trim().split(/\s+/)[0] as string;
  const tag = el.tagName.toLowerCase();
  if (tag === 'a' || tag === 'area') return 'link';
  if (tag === 'button' || tag === 'summary') return 'button';
  if (tag === 'select') return 'combobox';
  if (tag === 'textarea') return 'textbox';
  if (tag === 'input') {
    const type = (el as HTMLInputElement).type;
    if (type === 'checkbox' || type === 'radio' || type === 'range') return type === 'range' ? 'slider' : type;
    if (type === 'button' || type === 'submit' || type === 'reset') return 'button';
    return 'textbox';
  }
  return 'generic';
}

/** Text as a name reads it: what `aria-hidden="true"` hides (a Recommended badge, say) is left out. */
function visibleText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return '';
  return [...node.childNodes].map(visibleText).join('');
}

const textOf = (el: Element | null): string => (el === null ? '' : visibleText(el)).replace(/\s+/g, ' ').trim();

/** An approximation of the accessible name computation, enough to tell the stops of a card apart. */
export function accessibleName(el: HTMLElement): string {
  const labelledBy = el.getAttribute('aria-labelledby');
  if (labelledBy !== null) {
    const text = labelledBy
      .split(/\s+/)
      .map((id) => textOf(el.ownerDocument.getElementById(id)))
      .filter((t) => t !== '')
      .join(' ');
    if (text !== '') return text;
  }
  const label = el.getAttribute('aria-label')?.trim();
  if (label) return label;
  const labels = (el as HTMLInputElement).labels;
  if (labels !== undefined && labels !== null && labels.length > 0) {
    const text = [...labels].map(textOf).join(' ').trim();
    if (text !== '') return text;
  }
  const own = textOf(el);
  if (own !== '' && !['textbox', 'combobox'].includes(implicitRole(el))) return own;
  return el.getAttribute('title')?.trim() || el.getAttribute('placeholder')?.trim() || '';
}

/**
 * Hidden by its own styles or an ancestor's up to `root` (display:none, visibility:hidden). Checked by hand, not with
 * checkVisibility(): on narrow widths the whole canvas is out of view while the A11y tab is open, and the card's own
 * order still matters.
 */
function hiddenWithin(el: HTMLElement, root: Element): boolean {
  const hidden = el.closest('[hidden]');
  if (hidden !== null && root.contains(hidden)) return true;
  for (let node: Element | null = el; node !== null && node !== root.parentElement; node = node.parentElement) {
    const style = getComputedStyle(node);
    if (style.display === 'none' || style.visibility === 'hidden') return true;
  }
  return false;
}

function isTabbable(el: HTMLElement, root: Element): boolean {
  if ((el as HTMLButtonElement).disabled === true) return false;
  // Inert or disabled within the card; the shell may make the whole canvas inert while another narrow tab is shown.
  const blocked = el.closest('[inert], fieldset[disabled]');
  if (blocked !== null && root.contains(blocked)) return false;
  const tabindex = el.getAttribute('tabindex');
  if (tabindex !== null && Number(tabindex) < 0) return false;
  if (el.tagName === 'INPUT' && (el as HTMLInputElement).type === 'hidden') return false;
  // Visually hidden inputs (clipped to a pixel) are still tabbable; display:none and visibility:hidden are not.
  return !hiddenWithin(el, root);
}

/** The stops Tab visits inside `root`, in order: positive tabindex first, then document order; one stop per radio group. */
export function tabOrder(root: Element): TabStop[] {
  const candidates = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => isTabbable(el, root));
  // A radio group is one stop: its checked radio, or its first when none is.
  const groups = new Map<string, HTMLInputElement[]>();
  for (const el of candidates) {
    if (el instanceof HTMLInputElement && el.type === 'radio' && el.name !== '') groups.set(el.name, [...(groups.get(el.name) ?? []), el]);
  }
  const stops = candidates.filter((el) => {
    if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || el.name === '') return true;
    const group = groups.get(el.name) ?? [];
    const chosen = group.find((r) => r.checked) ?? group[0];
    return chosen === el;
  });
  const positive = stops.filter((el) => el.tabIndex > 0).sort((a, b) => a.tabIndex - b.tabIndex);
  const ordered = [...positive, ...stops.filter((el) => el.tabIndex <= 0)];
  return ordered.map((element) => ({
    element,
    role: implicitRole(element),
    name: accessibleName(element),
    checked: element instanceof HTMLInputElement ? element.checked : element.getAttribute('aria-checked') === 'true',
  }));
}

export interface AxeFinding {
  readonly id: string;
  readonly impact: ImpactValue | null;
  readonly help: string;
  readonly helpUrl: string;
  readonly nodes: readonly { readonly target: string; readonly messages: readonly string[] }[];
}

export interface AxeReport {
  readonly violations: readonly AxeFinding[];
  readonly passes: number;
  readonly incomplete: number;
}

function messagesOf(node: NodeResult): string[] {
  return [...node.any, ...node.all, ...node.none].map((check) => check.message).filter((m) => m !== '');
}

let running: Promise<AxeReport> | null = null;

/**
 * Runs axe-core on `root` (loading it on first use) with its messages in the
 * reader's locale. One run at a time: axe refuses a second concurrent run.
 */
export function runAxeOn(root: Element, locale: Locale): Promise<AxeReport> {
  running ??= (async () => {
    try {
      const [{ default: axe }, zh] = await Promise.all([
        import('axe-core'),
        locale === 'zh' ? import('axe-core/locales/zh_CN.json') : Promise.resolve(null),
      ]);
      axe.reset();
      if (zh !== null) {
        // Its two failure-summary templates would compile with `new Function`, which the page's CSP refuses; the per-check messages carry the same facts.
        const { failureSummaries: _templates, ...rest } = zh.default;
        // The package's JSON is axe's own locale file; its generated type is looser than axe's Locale in places that do not matter here.
        axe.configure({ locale: rest as unknown as AxeLocale });
      }
      const results: AxeResults = await axe.run(root, { resultTypes: ['violations'] });
      return {
        violations: results.violations.map((v) => ({
          id: v.id,
          impact: v.impact ?? null,
          help: v.help,
          helpUrl: v.helpUrl,
          nodes: v.nodes.map((n) => ({ target: n.target.map(String).join(' '), messages: messagesOf(n) })),
        })),
        passes: results.passes.length,
        incomplete: results.incomplete.length,
      };
    } finally {
      running = null;
    }
  })();
  return running;
}
