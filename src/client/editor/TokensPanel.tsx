/**
 * The design tokens panel (§5.5): every colour token with the value it has in
 * the current theme (read back from the computed custom properties, so a
 * minified `#fff` or a theme switch shows what is really painted), a swatch
 * picker and a hex field labelled with the token's name, the WCAG contrast of
 * each text colour on the colour behind it (and of the focus ring, a non-text
 * colour held to 3:1); the sizes; the card width (the
 * canvas width preset, one control); and "Copy as CSS" of exactly what is
 * shown. Overrides go out through `onChange`; applying them to the page is the
 * shell's job (applyTokens), and this panel re-reads whatever the page ends up with.
 */
import { Button } from '@kobalte/core/button';
import { Slider } from '@kobalte/core/slider';
import { TextField } from '@kobalte/core/text-field';
import { For, Show, createMemo, createSignal, onCleanup, onMount, type JSX } from 'solid-js';
import { useLocale } from '../locale/locale.ts';
import { CopyButton } from '../ui/CopyButton.tsx';
import { FilledText } from '../ui/FilledText.tsx';
import { IconButton } from '../ui/IconButton.tsx';
import { Segmented } from '../ui/Segmented.tsx';
import { WIDTH_PRESETS, type WidthPreset } from '../workbench/store.ts';
import { contrastLevel, contrastRatio, formatRatio, graphicContrastLevel } from './contrast.ts';
import { normaliseColour, parseCssColor } from './css-color.ts';
import { editorCopy, type EditorKey } from './editor-copy.ts';
import { ResetIcon } from './editor-icons.tsx';
import { COLOUR_GROUPS, GRAPHIC_ON, SIZE_DEFS, TEXT_ON, TEXT_OVER, readShown, shownCss, widthValue, type ShownTokens } from './tokens-shown.ts';
import type { Theme, TokenOverrides } from './tokens.ts';
import { galleryHref } from './tokens-link.ts';
import '../styles/tokens-panel.css';

export interface TokensPanelProps {
  readonly value: TokenOverrides;
  readonly theme: Theme;
  readonly onChange: (next: TokenOverrides) => void;
  /** The card width: the same preset as the canvas bar's width control. */
  readonly width: WidthPreset;
  readonly onWidth: (next: WidthPreset) => void;
  /** Where the tokens are read (default: the page root, where the shell applies theme and overrides). */
  readonly scope?: HTMLElement;
}

const label = (name: string): string => name.replace(/^--/, '');

export function TokensPanel(props: TokensPanelProps): JSX.Element {
  const { locale } = useLocale();
  const t = editorCopy.use();
  const scope = (): HTMLElement => props.scope ?? document.documentElement;

  // The page changes under the panel (theme switch, overrides applied, a stylesheet late): re-read when the root's attributes do.
  const [version, setVersion] = createSignal(0);
  onMount(() => {
    const observer = new MutationObserver(() => setVersion((v) => v + 1));
    observer.observe(scope(), { attributes: true, attributeFilter: ['data-theme', 'style', 'class'] });
    // The theme is the root's attribute even where the overrides sit lower (the playground's canvas).
    if (scope() !== document.documentElement) observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    onCleanup(() => observer.disconnect());
  });
  const shown = createMemo<ShownTokens>(() => {
    version();
    // Reading the props makes a theme or width change re-read even before the page's attributes move.
    const theme = props.theme;
    const width = props.width;
    void props.value;
    const style = getComputedStyle(scope());
    return readShown((name) => style.getPropertyValue(name), theme, width);
  });
  const css = (): string => shownCss(shown());

  const overridden = (name: string): boolean => props.value[props.theme][name] !== undefined;
  const setColour = (name: string, hex: string): void =>
    props.onChange({ ...props.value, [props.theme]: { ...props.value[props.theme], [name]: hex } });
  const resetColour = (name: string): void => {
    const { [name]: _dropped, ...rest } = props.value[props.theme];
    props.onChange({ ...props.value, [props.theme]: rest });
  };
  const setSize = (name: string, px: number): void => props.onChange({ ...props.value, shared: { ...props.value.shared, [name]: `${px}px` } });
  const themeName = (): string => (props.theme === 'dark' ? t('tokens.dark') : t('tokens.light'));

  return (
    <div class="tokp" data-testid="tokens-panel" data-theme-read={shown().theme}>
      <section class="tokp-section" aria-labelledby="tokp-colours">
        <header class="tokp-head">
          <h3 class="tokp-title" id="tokp-colours">
            {t('tokens.colours')}
          </h3>
          <span class="tokp-theme" data-testid="tokens-theme">
            {themeName()}
          </span>
        </header>
        <p class="tokp-note">{t('tokens.themeNote', { theme: themeName() })}</p>
        <For each={COLOUR_GROUPS}>
          {(group) => (
            <div class="tokp-group" role="group" aria-label={t(`tokens.group.${group.group}` as EditorKey)}>
              <p class="tokp-group-title" aria-hidden="true">
                {t(`tokens.group.${group.group}` as EditorKey)}
              </p>
              <For each={group.names}>
                {(name) => (
                  <ColourRow
                    name={name}
                    value={shown().colours[name] ?? ''}
                    background={backgroundOf(name, shown())}
                    changed={overridden(name)}
                    onChange={(hex) => setColour(name, hex)}
                    onReset={() => resetColour(name)}
                  />
                )}
              </For>
            </div>
          )}
        </For>
      </section>

      <section class="tokp-section" aria-labelledby="tokp-sizes">
        <header class="tokp-head">
          <h3 class="tokp-title" id="tokp-sizes">
            {t('tokens.sizes')}
          </h3>
        </header>
        <div class="tokp-width" data-testid="tokens-width">
          <div class="tokp-width-head">
            <span class="tokp-name" id="tokp-width-label">
              card-max-width
            </span>
            <code class="tokp-value" data-testid="tokens-width-value">
              {widthValue(props.width)}
            </code>
          </div>
          <Segmented
            label={`${t('tokens.width')} (card-max-width)`}
            data-testid="tokens-width-switch"
            value={props.width}
            options={WIDTH_PRESETS.map((w) => ({ value: w, label: w === 'full' ? t('tokens.widthFull') : w }))}
            onChange={(next) => props.onWidth(next)}
          />
          <p class="tokp-note">{t('tokens.widthNote')}</p>
        </div>
        <For each={SIZE_DEFS}>
          {(def) => {
            const value = (): number => shown().sizes[def.name] ?? def.min ?? 0;
            return (
              <Slider
                class="tokp-slider"
                minValue={def.min ?? 0}
                maxValue={def.max ?? 100}
                value={[value()]}
                onChange={(v) => setSize(def.name, v[0] ?? value())}
                getValueLabel={(p) => `${p.values[0]}px`}
              >
                <div class="tokp-slider-head">
                  <Slider.Label class="tokp-name">{label(def.name)}</Slider.Label>
                  <Slider.ValueLabel class="tokp-value" data-token-size={def.name} />
                </div>
                <Slider.Track class="slider-track">
                  <Slider.Fill class="slider-fill" />
                  {/* No Slider.Input: the thumb is the slider (role, keys, value); a range input inside it would nest two controls. */}
                  <Slider.Thumb class="slider-thumb" data-token={def.name} />
                </Slider.Track>
              </Slider>
            );
          }}
        </For>
      </section>

      <section class="tokp-section" aria-labelledby="tokp-css">
        <header class="tokp-head">
          <h3 class="tokp-title" id="tokp-css">
            {t('tokens.css')}
          </h3>
          <CopyButton text={css} label={t('tokens.copyCss')} done={t('code.copied')} data-testid="tokens-copy" />
        </header>
        <pre class="tokp-css" data-testid="tokens-css" tabindex="0" aria-labelledby="tokp-css">
          {css()}
        </pre>
        <div class="tokp-actions">
          <Button class="btn btn--small btn--ghost" data-testid="tokens-reset" onClick={() => props.onChange({ light: {}, dark: {}, shared: {} })}>
            {t('tokens.reset')}
          </Button>
          <a class="btn btn--small btn--ghost" href={galleryHref(props.value, locale(), props.theme)} target="_blank" rel="noopener" data-testid="tokens-gallery">
            {t('tokens.gallery')}
          </a>
        </div>
      </section>
    </div>
  );
}

/** The colour behind a token, when its contrast is checked: text (4.5:1 for AA) or a graphic such as the focus ring (3:1). */
interface Behind {
  readonly name: string;
  readonly value: string;
  readonly graphic: boolean;
  /** The named colour is the text, drawn on this row's colour (not the colour behind it). */
  readonly over?: boolean;
}

function backgroundOf(name: string, shown: ShownTokens): Behind | undefined {
  const text = TEXT_ON[name];
  if (text !== undefined) return { name: text, value: shown.colours[text] ?? '', graphic: false };
  const graphic = GRAPHIC_ON[name];
  if (graphic !== undefined) return { name: graphic, value: shown.colours[graphic] ?? '', graphic: true };
  const over = TEXT_OVER[name];
  if (over !== undefined) return { name: over, value: shown.colours[over] ?? '', graphic: false, over: true };
  return undefined;
}

interface ColourRowProps {
  readonly name: string;
  readonly value: string;
  readonly background: Behind | undefined;
  readonly changed: boolean;
  readonly onChange: (hex: string) => void;
  readonly onReset: () => void;
}

function ColourRow(props: ColourRowProps): JSX.Element {
  const t = editorCopy.use();
  // While the hex field has focus it shows what is typed; it commits a colour as soon as the text is one.
  const [draft, setDraft] = createSignal<string | null>(null);
  const invalid = (): boolean => draft() !== null && normaliseColour(draft() ?? '') === null;
  const commit = (text: string): void => {
    const hex = normaliseColour(text);
    if (hex !== null && hex !== props.value) props.onChange(hex);
  };
  const contrast = createMemo(() => {
    const bg = props.background;
    if (bg === undefined) return null;
    const fg = parseCssColor(props.value);
    const back = parseCssColor(bg.value);
    if (fg === null || back === null) return null;
    const ratio = contrastRatio(fg, back);
    const level = bg.graphic ? graphicContrastLevel(ratio) : contrastLevel(ratio);
    const over = bg.over === true;
    return { ratio, level, graphic: bg.graphic, over, on: bg.name, fg: over ? bg.value : props.value, bg: over ? props.value : bg.value };
  });
  let hexRef: HTMLInputElement | undefined;
  // The reset icon leaves once the default is back: focus goes to the field that now shows it, not to the page.
  const reset = (): void => {
    props.onReset();
    hexRef?.focus();
  };
  const isHex = (): boolean => /^#[0-9a-f]{6}$/.test(props.value);
  return (
    <div class="tokp-colour" data-token-row={props.name} data-changed={props.changed ? '' : undefined}>
      <input
        type="color"
        class="tokp-swatch"
        value={isHex() ? props.value : '#000000'}
        aria-label={`${label(props.name)} ${t('tokens.picker')}`}
        data-token={props.name}
        onInput={(event) => props.onChange(event.currentTarget.value)}
      />
      <TextField
        class="tokp-hex-field"
        value={draft() ?? props.value}
        onChange={(text) => {
          setDraft(text);
          // Six hex digits are unambiguous: apply as typed. Shorter forms and names wait for Enter or leaving the field.
          if (/^#?[0-9a-f]{6}$/i.test(text.trim())) commit(text.trim().startsWith('#') ? text.trim() : `#${text.trim()}`);
        }}
        validationState={invalid() ? 'invalid' : 'valid'}
      >
        <TextField.Label class="tokp-name">{label(props.name)}</TextField.Label>
        <TextField.Input
          ref={hexRef}
          class="tokp-hex"
          spellcheck={false}
          data-token-hex={props.name}
          onKeyDown={(event: KeyboardEvent) => {
            if (event.key === 'Enter') {
              commit(draft() ?? props.value);
              if (!invalid()) setDraft(null);
            }
            if (event.key === 'Escape') setDraft(null);
          }}
          onBlur={() => {
            commit(draft() ?? props.value);
            setDraft(null);
          }}
        />
        <TextField.ErrorMessage class="tokp-error">{t('tokens.invalid')}</TextField.ErrorMessage>
      </TextField>
      <Show when={props.changed} fallback={<span class="tokp-reset-slot" />}>
        <IconButton label={t('tokens.resetOne', { name: label(props.name) })} class="tokp-reset" data-testid="token-reset" onClick={reset}>
          <ResetIcon />
        </IconButton>
      </Show>
      <Show when={contrast()}>
        {(c) => (
          <p class="tokp-contrast" data-testid="contrast" data-kind={c().graphic ? 'graphic' : 'text'} data-level={c().level} data-ratio={c().ratio.toFixed(4)}>
            <Show
              when={c().graphic}
              fallback={
                <span class="tokp-sample" aria-hidden="true" style={{ color: c().fg, background: c().bg }}>
                  {t('tokens.sample')}
                </span>
              }
            >
              <span class="tokp-sample tokp-sample--ring" aria-hidden="true" style={{ background: c().bg }}>
                <span class="tokp-ring" style={{ 'outline-color': c().fg }} />
              </span>
            </Show>
            <span class="tokp-ratio">
              {/* The token's name is a value in the sentence (a chip that never breaks at its hyphen); the ratio is the sentence's own. */}
              <FilledText
                template={
                  c().over
                    ? t('tokens.contrastUnder', { ratio: formatRatio(c().ratio) })
                    : t('tokens.contrastOn', { ratio: formatRatio(c().ratio) })
                }
                vars={c().over ? { text: label(c().on) } : { on: label(c().on) }}
              />
              {/* The ring sample and the badge say it to the eye; this says it to a screen reader. */}
              <Show when={c().graphic}>
                <span class="visually-hidden">{t('tokens.nonText')}</span>
              </Show>
            </span>
            <span class="tokp-badge" data-level={c().level}>
              {t(`${c().graphic ? 'tokens.levelGraphic' : 'tokens.level'}.${c().level}` as EditorKey)}
            </span>
          </p>
        )}
      </Show>
    </div>
  );
}
