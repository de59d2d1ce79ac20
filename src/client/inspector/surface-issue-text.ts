/**
 * One surface issue as a sentence in the page's locale, split around the
 * request's own words (question id and text, header, option label, typed
 * text): those are request-authored and shown verbatim, so the zh page marks
 * them `data-verbatim` while the rest of the sentence is translated. Shared by
 * the Surfaces tab, the editor's surface lint and the docs example.
 */
import type { CopyVars } from '../locale/copy.ts';
import type { SurfaceIssue } from '../../surfaces/index.ts';
import type { SurfacesKey } from './surfaces-copy.ts';

export interface TextPart {
  readonly text: string;
  readonly verbatim: boolean;
}

/** The params that carry the request's own words. */
const VERBATIM = ['id', 'question', 'header', 'label', 'custom', 'value'] as const;

const MARK = '\u0000';

export function issueParts(t: (key: SurfacesKey, vars?: CopyVars) => string, issue: SurfaceIssue, surfaceLabel: string): TextPart[] {
  const words: Record<string, string> = {};
  const vars: Record<string, string | number> = { ...issue.params, surface: surfaceLabel };
  for (const key of VERBATIM) {
    const value = vars[key];
    if (value === undefined) continue;
    words[`${MARK}${key}${MARK}`] = String(value);
    vars[key] = `${MARK}${key}${MARK}`;
  }
  return t(`rule.${issue.rule}`, vars)
    .split(new RegExp(`(${MARK}\\w+${MARK})`))
    .filter((part) => part !== '')
    .map((part) => {
      const word = words[part];
      return word === undefined ? { text: part, verbatim: false } : { text: word, verbatim: true };
    });
}
