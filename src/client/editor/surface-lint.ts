/**
 * Lint for chosen surfaces (SPEC §8): the request's violations and losses on
 * the harnesses a person ticked, and which ones they ticked, remembered per
 * browser. Pure apart from the storage it is handed.
 */
import type { AskUserQuestionItem } from '../../protocol/index.ts';
import { SURFACES, SURFACE_NAMES, type SurfaceIssue, type SurfaceName } from '../../surfaces/index.ts';

export const SURFACE_LINT_KEY = 'asklab.lintSurfaces';

export function surfaceWarnings(questions: readonly AskUserQuestionItem[], chosen: readonly SurfaceName[]): { surface: SurfaceName; issue: SurfaceIssue }[] {
  return SURFACES.filter((s) => chosen.includes(s.name)).flatMap((s) => s.toSurface(questions).issues.map((issue) => ({ surface: s.name, issue })));
}

export function loadChosen(storage: Pick<Storage, 'getItem'> | undefined): SurfaceName[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(SURFACE_LINT_KEY) ?? '[]');
    return Array.isArray(parsed) ? SURFACE_NAMES.filter((n) => parsed.includes(n)) : [];
  } catch {
    return [];
  }
}

export function saveChosen(storage: Pick<Storage, 'setItem'> | undefined, chosen: readonly SurfaceName[]): void {
  try {
    storage?.setItem(SURFACE_LINT_KEY, JSON.stringify(chosen));
  } catch {
    // Storage can be full or blocked (private mode): the choice then lasts for this page only.
  }
}
