/**
 * Option-label conventions shared by cards, lint and docs: the "(Recommended)"
 * suffix is a display hint only; the answer always carries the original label.
 */
const RECOMMENDED_SUFFIX = /\s*[(（]\s*(?:recommended|推荐)\s*[)）]\s*$/iu;

export interface DisplayLabel {
  readonly text: string;
  readonly recommended: boolean;
}

export function parseOptionLabel(label: string): DisplayLabel {
  const match = RECOMMENDED_SUFFIX.exec(label);
  if (match === null) return { text: label, recommended: false };
  const text = label.slice(0, match.index);
  // A label that is nothing but the suffix keeps its text so the option is never blank.
  return text.trim() === '' ? { text: label, recommended: false } : { text, recommended: true };
}
