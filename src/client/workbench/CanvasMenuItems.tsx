/**
 * The canvas bar's globals (locale, theme, width preset, side by side) as
 * radio groups of a Kobalte menu: below 760 px the canvas bar gives its row
 * to the card and these sit in the top bar's More menu instead. Rendered
 * inside a DropdownMenu.Content; state and actions are the store's, as the
 * canvas bar's are.
 */
import { DropdownMenu } from '../ui/dropdown-menu.tsx';
import type { HostClient } from '../../bridge/client.ts';
import { chooseProvider } from '../providers/choose.ts';
import { providerCopy } from '../providers/provider-copy.ts';
import { For, Show, type JSX } from 'solid-js';
import { LANGUAGE_NAMES, langTag } from '../locale/locale.ts';
import { CheckIcon } from '../ui/icons.tsx';
import { shellCopy, type ShellKey } from './shell-copy.ts';
import { WIDTH_PRESETS, type SideBySide, type WorkbenchStore } from './store.ts';

interface Choice {
  readonly value: string;
  readonly label: string;
  /** The label's own language, where it may differ from the page's (a language's name in itself). */
  readonly lang?: string;
}

const PROVIDER_KINDS = ['web', 'terminal', 'acp'] as const;

export function CanvasMenuItems(props: { store: WorkbenchStore; client?: HostClient; cardsMayGo?: () => Promise<boolean> }): JSX.Element {
  const t = shellCopy.use();
  const p = providerCopy.use();
  const store = props.store;
  const sides: readonly [SideBySide, ShellKey][] = [
    ['off', 'canvas.sideOff'],
    ['locales', 'canvas.sideLocales'],
    ['themes', 'canvas.sideThemes'],
  ];
  return (
    <>
      <Group
        label={t('canvas.locale')}
        testid="more-locale"
        value={store.locale.locale()}
        choices={[
          // A menu has room for each language's name in itself (the canvas bar's switch keeps 中文 / EN).
          { value: 'zh', label: LANGUAGE_NAMES.zh, lang: langTag('zh') },
          { value: 'en', label: LANGUAGE_NAMES.en, lang: langTag('en') },
        ]}
        onChange={(v) => store.setLocale(v === 'en' ? 'en' : 'zh')}
      />
      <Group
        label={t('canvas.theme')}
        testid="more-theme"
        value={store.theme()}
        choices={[
          { value: 'light', label: t('canvas.light') },
          { value: 'dark', label: t('canvas.dark') },
        ]}
        onChange={(v) => store.setTheme(v === 'dark' ? 'dark' : 'light')}
      />
      <Group
        label={t('canvas.width')}
        testid="more-width"
        value={store.width()}
        choices={WIDTH_PRESETS.map((w) => ({ value: w, label: w === 'full' ? t('canvas.widthFull') : `${w} px` }))}
        onChange={(v) => {
          const preset = WIDTH_PRESETS.find((w) => w === v);
          if (preset !== undefined) store.setWidth(preset);
        }}
      />
      <Group
        label={t('canvas.sideBySide')}
        testid="more-side-by-side"
        value={store.sideBySide()}
        choices={sides.map(([value, key]) => ({ value, label: t(key) }))}
        onChange={(v) => {
          const mode = sides.find(([value]) => value === v);
          if (mode !== undefined) store.setSideBySide(mode[0]);
        }}
      />
      <Show when={props.client !== undefined && props.cardsMayGo !== undefined}>
        <Group
          label={p('provider.label')}
          testid="more-provider"
          value={store.provider()}
          choices={PROVIDER_KINDS.map((kind) => ({ value: kind, label: p(`provider.${kind}`) }))}
          onChange={(v) => {
            const kind = PROVIDER_KINDS.find((k) => k === v);
            if (kind !== undefined && props.client !== undefined && props.cardsMayGo !== undefined) void chooseProvider(store, props.client, kind, props.cardsMayGo);
          }}
        />
      </Show>
    </>
  );
}

/** One global: a labelled radio group; choosing keeps the menu open, so several can be set in one visit. */
function Group(props: { label: string; testid: string; value: string; choices: readonly Choice[]; onChange: (value: string) => void }): JSX.Element {
  return (
    <>
      <DropdownMenu.Separator class="menu-separator" />
      <DropdownMenu.RadioGroup class="menu-radio-row" value={props.value} onChange={props.onChange} data-testid={props.testid}>
        <DropdownMenu.GroupLabel class="menu-label">{props.label}</DropdownMenu.GroupLabel>
        <For each={props.choices}>
          {(choice) => (
            <DropdownMenu.RadioItem class="menu-item" value={choice.value} closeOnSelect={false} data-testid={`${props.testid}-${choice.value}`}>
              <DropdownMenu.ItemIndicator class="menu-indicator" forceMount>
                {props.value === choice.value ? <CheckIcon /> : null}
              </DropdownMenu.ItemIndicator>
              <DropdownMenu.ItemLabel lang={choice.lang}>{choice.label}</DropdownMenu.ItemLabel>
            </DropdownMenu.RadioItem>
          )}
        </For>
      </DropdownMenu.RadioGroup>
    </>
  );
}
