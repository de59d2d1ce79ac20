/**
 * CSS colours to six-digit hex (§5.5): the Tokens panel reads custom properties
 * as the browser computed them, and a build may have minified `#ffffff` to
 * `#fff`, a designer may have typed `rgb()`, `hsl()` or a name; whatever the
 * form, the panel shows and edits `#rrggbb`. Pure: no DOM, so every form is
 * unit-tested.
 *
 * Covers the CSS Color 4 forms: hex (3, 4, 6, 8 digits), the named colours and
 * `transparent`, `rgb()`/`rgba()` and `hsl()`/`hsla()` in legacy (commas) and
 * modern (spaces, `/ alpha`) syntax, `hwb()`, `lab()`/`lch()` (D50),
 * `oklab()`/`oklch()`, and `color()` in `srgb`, `srgb-linear` and
 * `display-p3`. Colours outside sRGB are clipped per channel; six-digit hex has
 * no alpha, so it is kept beside the channels and dropped from the hex.
 * `currentcolor` and `color-mix()` depend on context: they read as unknown.
 * The conversion matrices are those of the CSS Color 4 specification.
 */

/** sRGB channels 0–255 (unrounded) and alpha 0–1. */
export interface Rgba {
  readonly r: number;
  readonly g: number;
  readonly b: number;
  readonly a: number;
}

// The CSS named colours (CSS Color 4 §6.1), name then hex.
const NAMED_TABLE =
  'aliceblue f0f8ff antiquewhite faebd7 aqua 00ffff aquamarine 7fffd4 azure f0ffff beige f5f5dc bisque ffe4c4 ' +
  'black 000000 blanchedalmond ffebcd blue 0000ff blueviolet 8a2be2 brown a52a2a burlywood deb887 ' +
  'cadetblue 5f9ea0 chartreuse 7fff00 chocolate d2691e coral ff7f50 cornflowerblue 6495ed cornsilk fff8dc ' +
  'crimson dc143c cyan 00ffff darkblue 00008b darkcyan 008b8b darkgoldenrod b8860b darkgray a9a9a9 ' +
  'darkgreen 006400 darkgrey a9a9a9 darkkhaki bdb76b darkmagenta 8b008b darkolivegreen 556b2f darkorange ff8c00 ' +
  'darkorchid 9932cc darkred 8b0000 darksalmon e9967a darkseagreen 8fbc8f darkslateblue 483d8b ' +
  'darkslategray 2f4f4f darkslategrey 2f4f4f darkturquoise 00ced1 darkviolet 9400d3 deeppink ff1493 ' +
  'deepskyblue 00bfff dimgray 696969 dimgrey 696969 dodgerblue 1e90ff firebrick b22222 floralwhite fffaf0 ' +
  'forestgreen 228b22 fuchsia ff00ff gainsboro dcdcdc ghostwhite f8f8ff gold ffd700 goldenrod daa520 gray 808080 ' +
  'green 008000 greenyellow adff2f grey 808080 honeydew f0fff0 hotpink ff69b4 indianred cd5c5c indigo 4b0082 ' +
  'ivory fffff0 khaki f0e68c lavender e6e6fa lavenderblush fff0f5 lawngreen 7cfc00 lemonchiffon fffacd ' +
  'lightblue add8e6 lightcoral f08080 lightcyan e0ffff lightgoldenrodyellow fafad2 lightgray d3d3d3 ' +
  'lightgreen 90ee90 lightgrey d3d3d3 lightpink ffb6c1 lightsalmon ffa07a lightseagreen 20b2aa ' +
  'lightskyblue 87cefa lightslategray 778899 lightslategrey 778899 lightsteelblue b0c4de lightyellow ffffe0 ' +
  'lime 00ff00 limegreen 32cd32 linen faf0e6 magenta ff00ff maroon 800000 mediumaquamarine 66cdaa ' +
  'mediumblue 0000cd mediumorchid ba55d3 mediumpurple 9370db mediumseagreen 3cb371 mediumslateblue 7b68ee ' +
  'mediumspringgreen 00fa9a mediumturquoise 48d1cc mediumvioletred c71585 midnightblue 191970 mintcream f5fffa ' +
  'mistyrose ffe4e1 moccasin ffe4b5 navajowhite ffdead navy 000080 oldlace fdf5e6 olive 808000 olivedrab 6b8e23 ' +
  'orange ffa500 orangered ff4500 orchid da70d6 palegoldenrod eee8aa palegreen 98fb98 paleturquoise afeeee ' +
  'palevioletred db7093 papayawhip ffefd5 peachpuff ffdab9 peru cd853f pink ffc0cb plum dda0dd powderblue b0e0e6 ' +
  'purple 800080 rebeccapurple 663399 red ff0000 rosybrown bc8f8f royalblue 4169e1 saddlebrown 8b4513 ' +
  'salmon fa8072 sandybrown f4a460 seagreen 2e8b57 seashell fff5ee sienna a0522d silver c0c0c0 skyblue 87ceeb ' +
  'slateblue 6a5acd slategray 708090 slategrey 708090 snow fffafa springgreen 00ff7f steelblue 4682b4 tan d2b48c ' +
  'teal 008080 thistle d8bfd8 tomato ff6347 turquoise 40e0d0 violet ee82ee wheat f5deb3 white ffffff ' +
  'whitesmoke f5f5f5 yellow ffff00 yellowgreen 9acd32 ' +

  '';

let named: Map<string, string> | undefined;
function namedColour(name: string): string | undefined {
  if (named === undefined) {
    named = new Map();
    const words = NAMED_TABLE.trim().split(' ');
    for (let i = 0; i + 1 < words.length; i += 2) named.set(words[i] as string, words[i + 1] as string);
  }
  return named.get(name);
}

const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));

function fromHexDigits(hex: string): Rgba | null {
  if (!/^[0-9a-f]+$/.test(hex)) return null;
  const full = hex.length === 3 || hex.length === 4 ? [...hex].map((d) => d + d).join('') : hex;
  if (full.length !== 6 && full.length !== 8) return null;
  const byte = (i: number): number => Number.parseInt(full.slice(i, i + 2), 16);
  return { r: byte(0), g: byte(2), b: byte(4), a: full.length === 8 ? byte(6) / 255 : 1 };
}

/** A number with an optional unit, or the `none` keyword (which counts as zero). */
interface Token {
  readonly value: number;
  readonly unit: '' | '%' | 'deg' | 'rad' | 'grad' | 'turn';
}

function readToken(text: string): Token | null {
  if (text === 'none') return { value: 0, unit: '' };
  const m = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)(%|deg|rad|grad|turn)?$/.exec(text);
  if (m === null) return null;
  return { value: Number(m[1]), unit: (m[2] ?? '') as Token['unit'] };
}

/** Splits `a, b, c` or `a b c / d` into channel tokens and an optional alpha token. */
function readArguments(body: string): { channels: Token[]; alpha: Token | null } | null {
  const trimmed = body.trim();
  let parts: string[];
  let alphaText: string | undefined;
  if (trimmed.includes(',')) {
    parts = trimmed.split(',').map((p) => p.trim());
    if (parts.length === 4) alphaText = parts.pop();
  } else {
    const [main, alpha, extra] = trimmed.split('/');
    if (main === undefined || extra !== undefined) return null;
    parts = main.trim().split(/\s+/);
    alphaText = alpha?.trim();
  }
  const channels = parts.map(readToken);
  if (channels.some((c) => c === null)) return null;
  const alpha = alphaText === undefined ? null : readToken(alphaText);
  if (alphaText !== undefined && alpha === null) return null;
  return { channels: channels as Token[], alpha };
}

function alphaOf(token: Token | null): number | null {
  if (token === null) return 1;
  if (token.unit === '%') return clamp(token.value / 100, 0, 1);
  if (token.unit !== '') return null;
  return clamp(token.value, 0, 1);
}

function hueOf(token: Token): number | null {
  switch (token.unit) {
    case '':
    case 'deg':
      return token.value;
    case 'rad':
      return (token.value * 180) / Math.PI;
    case 'grad':
      return token.value * 0.9;
    case 'turn':
      return token.value * 360;
    case '%':
      return null;
  }
}

/** A channel given as a number or a percentage of `full`. */
function scaled(token: Token, full: number): number | null {
  if (token.unit === '%') return (token.value / 100) * full;
  return token.unit === '' ? token.value : null;
}

const encodeGamma = (x: number): number => {
  const sign = x < 0 ? -1 : 1;
  const abs = Math.abs(x);
  return sign * (abs <= 0.0031308 ? 12.92 * abs : 1.055 * abs ** (1 / 2.4) - 0.055);
};
const decodeGamma = (x: number): number => {
  const sign = x < 0 ? -1 : 1;
  const abs = Math.abs(x);
  return sign * (abs <= 0.04045 ? abs / 12.92 : ((abs + 0.055) / 1.055) ** 2.4);
};

type Vec3 = readonly [number, number, number];
type Mat3 = readonly [Vec3, Vec3, Vec3];
const multiply = (m: Mat3, v: Vec3): Vec3 => [
  m[0][0] * v[0] + m[0][1] * v[1] + m[0][2] * v[2],
  m[1][0] * v[0] + m[1][1] * v[1] + m[1][2] * v[2],
  m[2][0] * v[0] + m[2][1] * v[1] + m[2][2] * v[2],
];

const XYZ_D65_TO_LINEAR_SRGB: Mat3 = [
  [3.2409699419045226, -1.537383177570094, -0.4986107602930034],
  [-0.9692436362808796, 1.8759675015077202, 0.04155505740717559],
  [0.05563007969699366, -0.20397695888897652, 1.0569715142428786],
];
const XYZ_D50_TO_D65: Mat3 = [
  [0.955473421488075, -0.02309845494876471, 0.06325924320057072],
  [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
  [0.012314014864481998, -0.020507649298898964, 1.330365926242124],
];
const LINEAR_P3_TO_XYZ_D65: Mat3 = [
  [0.4865709486482162, 0.26566769316909306, 0.1982172852343625],
  [0.2289745640697488, 0.6917385218365064, 0.079286914093745],
  [0, 0.04511338185890264, 1.043944368900976],
];

/** Linear-light sRGB 0–1 to the 0–255 channels, clipped to the sRGB gamut. */
function fromLinear(rgb: Vec3, a: number): Rgba {
  const [r, g, b] = rgb.map((x) => clamp(encodeGamma(x), 0, 1) * 255) as unknown as Vec3;
  return { r, g, b, a };
}

function fromLab(l: number, a: number, b: number, alpha: number): Rgba {
  const kappa = 24389 / 27;
  const epsilon = 216 / 24389;
  const f1 = (l + 16) / 116;
  const f0 = a / 500 + f1;
  const f2 = f1 - b / 200;
  const x = f0 ** 3 > epsilon ? f0 ** 3 : (116 * f0 - 16) / kappa;
  const y = l > kappa * epsilon ? f1 ** 3 : l / kappa;
  const z = f2 ** 3 > epsilon ? f2 ** 3 : (116 * f2 - 16) / kappa;
  // D50 white point.
  const xyzD50: Vec3 = [(x * 0.3457) / 0.3585, y, (z * (1 - 0.3457 - 0.3585)) / 0.3585];
  return fromLinear(multiply(XYZ_D65_TO_LINEAR_SRGB, multiply(XYZ_D50_TO_D65, xyzD50)), alpha);
}

function fromOklab(l: number, a: number, b: number, alpha: number): Rgba {
  const l_ = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m_ = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s_ = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return fromLinear(
    [
      4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_,
      -1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_,
      -0.0041960863 * l_ - 0.7034186147 * m_ + 1.707614701 * s_,
    ],
    alpha,
  );
}

function fromHsl(h: number, s: number, l: number, a: number): Rgba {
  const hue = ((h % 360) + 360) % 360;
  const sat = clamp(s, 0, 1);
  const light = clamp(l, 0, 1);
  const k = (n: number): number => (n + hue / 30) % 12;
  const span = sat * Math.min(light, 1 - light);
  const f = (n: number): number => (light - span * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))) * 255;
  return { r: f(0), g: f(8), b: f(4), a };
}

function fromHwb(h: number, w: number, b: number, a: number): Rgba {
  if (w + b >= 1) {
    const grey = (w / (w + b)) * 255;
    return { r: grey, g: grey, b: grey, a };
  }
  const pure = fromHsl(h, 1, 0.5, a);
  const mix = (c: number): number => c * (1 - w - b) + w * 255;
  return { r: mix(pure.r), g: mix(pure.g), b: mix(pure.b), a };
}

/** Polar to rectangular (lch, oklch): chroma and hue to a and b. */
const polar = (c: number, h: number): [number, number] => [c * Math.cos((h * Math.PI) / 180), c * Math.sin((h * Math.PI) / 180)];

function fromFunction(name: string, body: string): Rgba | null {
  if (name === 'color') {
    const m = /^\s*([a-z0-9-]+)\s+(.*)$/.exec(body);
    if (m === null) return null;
    const args = readArguments(m[2] as string);
    const alpha = alphaOf(args?.alpha ?? null);
    if (args === null || args.channels.length !== 3 || alpha === null) return null;
    const values = args.channels.map((t) => scaled(t, 1));
    if (values.some((v) => v === null)) return null;
    const v = values as unknown as Vec3;
    if (m[1] === 'srgb') return { r: clamp(v[0], 0, 1) * 255, g: clamp(v[1], 0, 1) * 255, b: clamp(v[2], 0, 1) * 255, a: alpha };
    if (m[1] === 'srgb-linear') return fromLinear(v, alpha);
    if (m[1] === 'display-p3') {
      const linear = v.map(decodeGamma) as unknown as Vec3;
      return fromLinear(multiply(XYZ_D65_TO_LINEAR_SRGB, multiply(LINEAR_P3_TO_XYZ_D65, linear)), alpha);
    }
    return null;
  }
  const args = readArguments(body);
  if (args === null || args.channels.length !== 3) return null;
  const alpha = alphaOf(args.alpha);
  if (alpha === null) return null;
  const [c0, c1, c2] = args.channels as [Token, Token, Token];
  switch (name) {
    case 'rgb':
    case 'rgba': {
      const values = [c0, c1, c2].map((t) => scaled(t, 255));
      if (values.some((v) => v === null)) return null;
      const [r, g, b] = values.map((v) => clamp(v as number, 0, 255)) as [number, number, number];
      return { r, g, b, a: alpha };
    }
    case 'hsl':
    case 'hsla':
    case 'hwb': {
      const h = hueOf(c0);
      // Percentages, or (modern syntax) plain numbers on the same 0–100 scale.
      const s = scaled(c1, 100);
      const l = scaled(c2, 100);
      if (h === null || s === null || l === null) return null;
      return name === 'hwb' ? fromHwb(h, clamp(s / 100, 0, 1), clamp(l / 100, 0, 1), alpha) : fromHsl(h, s / 100, l / 100, alpha);
    }
    case 'lab':
    case 'oklab': {
      const ok = name === 'oklab';
      const l = scaled(c0, ok ? 1 : 100);
      const a = scaled(c1, ok ? 0.4 : 125);
      const b = scaled(c2, ok ? 0.4 : 125);
      if (l === null || a === null || b === null) return null;
      return ok ? fromOklab(clamp(l, 0, 1), a, b, alpha) : fromLab(clamp(l, 0, 100), a, b, alpha);
    }
    case 'lch':
    case 'oklch': {
      const ok = name === 'oklch';
      const l = scaled(c0, ok ? 1 : 100);
      const c = scaled(c1, ok ? 0.4 : 150);
      const h = hueOf(c2);
      if (l === null || c === null || h === null) return null;
      const [a, b] = polar(Math.max(0, c), h);
      return ok ? fromOklab(clamp(l, 0, 1), a, b, alpha) : fromLab(clamp(l, 0, 100), a, b, alpha);
    }
    default:
      return null;
  }
}

/** Any CSS colour as sRGB channels, or null when it is not one (or depends on context). */
export function parseCssColor(input: string): Rgba | null {
  const text = input.trim().toLowerCase();
  if (text === '') return null;
  if (text.startsWith('#')) return fromHexDigits(text.slice(1));
  if (text === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
  const fn = /^([a-z-]+)\((.*)\)$/s.exec(text);
  if (fn !== null) return fromFunction(fn[1] as string, fn[2] as string);
  const hex = namedColour(text);
  return hex === undefined ? null : fromHexDigits(hex);
}

/** `#rrggbb`, lowercase; alpha is dropped (six-digit hex has none). */
export function toHex(colour: Rgba): string {
  const byte = (x: number): string => Math.round(clamp(x, 0, 255)).toString(16).padStart(2, '0');
  return `#${byte(colour.r)}${byte(colour.g)}${byte(colour.b)}`;
}

/** Any CSS colour as `#rrggbb`, or null when it is not one. */
export function normaliseColour(input: string): string | null {
  const colour = parseCssColor(input);
  return colour === null ? null : toHex(colour);
}
