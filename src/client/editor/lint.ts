/**
 * Lint for question requests (§5.2): warnings that do not block asking but point
 * at what will look or behave wrong for the person answering. Pure; messages are
 * locale keys with variables, translated at render.
 */
import { parseOptionLabel, type RequestData } from '../../protocol/index.ts';
import { graphemeLength } from '../../surfaces/common.ts';
import { CLAUDE_CODE_LIMITS } from '../../surfaces/claude-code.ts';
import type { EditorKey } from './editor-copy.ts';

export interface LintWarning {
  readonly path: string;
  readonly key: EditorKey;
  readonly vars: Record<string, string | number>;
}

export const LONG_LABEL = 80;
/** One header limit in the whole editor: the form's counter and this lint both say 12 characters, counted as a person sees them. */
export const LONG_HEADER = CLAUDE_CODE_LIMITS.maxHeader;
export const MANY_OPTIONS = 8;

export function lintRequest(request: RequestData): LintWarning[] {
  const warnings: LintWarning[] = [];
  const seenIds = new Map<string, number>();
  request.questions.forEach((item, q) => {
    const at = `questions[${q}]`;
    const first = seenIds.get(item.id);
    if (first !== undefined) warnings.push({ path: `${at}.id`, key: 'lint.duplicateId', vars: { id: item.id, first: first + 1 } });
    else seenIds.set(item.id, q);
    if (item.question.trim() === '') warnings.push({ path: `${at}.question`, key: 'lint.emptyQuestion', vars: {} });
    const headerLength = graphemeLength(item.header ?? '');
    if (headerLength > LONG_HEADER) {
      warnings.push({ path: `${at}.header`, key: 'lint.longHeader', vars: { length: headerLength, max: LONG_HEADER } });
    }
    const options = item.options ?? [];
    if (options.length > MANY_OPTIONS) warnings.push({ path: `${at}.options`, key: 'lint.manyOptions', vars: { count: options.length, max: MANY_OPTIONS } });
    const labels = new Set<string>();
    options.forEach((option, o) => {
      const here = `${at}.options[${o}].label`;
      if (option.label.trim() === '') warnings.push({ path: here, key: 'lint.blankLabel', vars: { n: o + 1 } });
      else if (labels.has(option.label)) warnings.push({ path: here, key: 'lint.duplicateLabel', vars: { label: option.label } });
      labels.add(option.label);
      if (option.label.length > LONG_LABEL) warnings.push({ path: here, key: 'lint.longLabel', vars: { length: option.label.length, max: LONG_LABEL } });
      if (o > 0 && parseOptionLabel(option.label).recommended) warnings.push({ path: here, key: 'lint.recommendedNotFirst', vars: { label: option.label } });
    });
    const approve = item.intent?.approve;
    if (approve !== undefined && !labels.has(approve)) {
      const near = options.find((o) => o.label.toLowerCase() === approve.toLowerCase());
      if (near !== undefined) warnings.push({ path: `${at}.intent.approve`, key: 'lint.approveCase', vars: { approve, label: near.label } });
    }
  });
  return warnings;
}
