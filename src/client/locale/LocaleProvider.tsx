/** Provides a LocaleApi to the tree below it. */
import type { JSX } from 'solid-js';
import { LocaleContext, type LocaleApi } from './locale.ts';

export function LocaleProvider(props: { value: LocaleApi; children: JSX.Element }): JSX.Element {
  return <LocaleContext.Provider value={props.value}>{props.children}</LocaleContext.Provider>;
}
