/** The "Yours" section's name for a shell's tab, from the panel's own copy (it loads with the chrome, after the first card). */
import type { JSX } from 'solid-js';
import { yoursCopy } from './yours-copy.ts';

export default function YoursTabLabel(): JSX.Element {
  const t = yoursCopy.use();
  return <>{t('yours.title')}</>;
}
