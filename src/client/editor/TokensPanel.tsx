/**
 * The design tokens panel (§5.5): edit the card's colours (for the theme shown)
 * and sizes live, reset them, and copy the overrides as CSS.
 */
import { Button } from '@kobalte/core/button';
import { Slider } from '@kobalte/core/slider';
import { TextField } from '@kobalte/core/text-field';
import { For, type JSX } from 'solid-js';
import { useLocale } from '../locale/locale.ts';
import { CopyButton } from '../ui/CopyButton.tsx';
import { TOKEN_DEFS, galleryHref, tokensToCss, type Theme, type TokenOverrides } from './tokens.ts';
import { editorCopy } from './editor-copy.ts';

export interface TokensPanelProps {
  readonly value: TokenOverrides;
  readonly theme: Theme;
  readonly onChange: (next: TokenOverrides) => void;
}

/** The value in force for a token: the override, or what the stylesheet computes. */
function currentValue(name: string, overrides: Readonly<Record<string, string>>): string {
  const own = overrides[name];
  if (own !== undefined) return own;
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

function toHex(value: string): string {
  if (/^#[0-9a-f]{6}$/i.test(value)) return value.toLowerCase();
  const rgb = /rgba?\((\d+)[ ,]+(\d+)[ ,]+(\d+)/.exec(value);
  if (rgb === null) return '#000000';
  return `#${rgb.slice(1, 4).map((n) => Number(n).toString(16).padStart(2, '0')).join('')}`;
}

export function TokensPanel(props: TokensPanelProps): JSX.Element {
  const { locale } = useLocale();
  const t = editorCopy.use();
  const colours = TOKEN_DEFS.filter((d) => d.kind === 'color');
  const sizes = TOKEN_DEFS.filter((d) => d.kind === 'px');
  const setColour = (name: string, value: string): void =>
    props.onChange({ ...props.value, [props.theme]: { ...props.value[props.theme], [name]: value } });
  const setSize = (name: string, px: number): void => props.onChange({ ...props.value, shared: { ...props.value.shared, [name]: `${px}px` } });
  return (
    <div class="tokens" data-testid="tokens-panel">
      <p class="pane-empty">{t('tokens.editing', { theme: props.theme === 'dark' ? t('tokens.dark') : t('tokens.light') })}</p>
      <div class="tokens-colours">
        <For each={colours}>
          {(def) => (
            <TextField
              class="token-colour"
              value={(props.theme, toHex(currentValue(def.name, props.value[props.theme])))}
              onChange={(v) => setColour(def.name, v)}
            >
              <TextField.Input type="color" class="token-swatch" data-token={def.name} />
              <TextField.Label class="token-name">{def.name.replace(/^--/, '')}</TextField.Label>
            </TextField>
          )}
        </For>
      </div>
      <h3 class="pane-title">{t('tokens.sizes')}</h3>
      <For each={sizes}>
        {(def) => {
          const value = (): number => Number.parseInt(currentValue(def.name, props.value.shared), 10) || (def.min ?? 0);
          return (
            <Slider
              class="token-slider"
              minValue={def.min ?? 0}
              maxValue={def.max ?? 100}
              value={[value()]}
              onChange={(v) => setSize(def.name, v[0] ?? value())}
              getValueLabel={(p) => `${p.values[0]}px`}
            >
              <div class="token-slider-head">
                <Slider.Label class="token-name">{def.name.replace(/^--/, '')}</Slider.Label>
                <Slider.ValueLabel class="token-value" />
              </div>
              <Slider.Track class="slider-track">
                <Slider.Fill class="slider-fill" />
                <Slider.Thumb class="slider-thumb" data-token={def.name}>
                  <Slider.Input />
                </Slider.Thumb>
              </Slider.Track>
            </Slider>
          );
        }}
      </For>
      <div class="tokens-actions">
        <Button class="btn btn--small btn--ghost" data-testid="tokens-reset" onClick={() => props.onChange({ light: {}, dark: {}, shared: {} })}>
          {t('tokens.reset')}
        </Button>
        <CopyButton text={() => tokensToCss(props.value)} label={t('tokens.copyCss')} done={t('code.copied')} data-testid="tokens-copy" />
        <a class="btn btn--small btn--ghost" href={galleryHref(props.value, locale())} target="_blank" rel="noopener" data-testid="tokens-gallery">
          {t('tokens.gallery')}
        </a>
      </div>
      <pre class="tokens-css" data-testid="tokens-css">{tokensToCss(props.value)}</pre>
    </div>
  );
}
