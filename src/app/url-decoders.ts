/**
 * The decoders for the parameters that carry lz-string data (`q`, `tokens`,
 * `scenario-data`), and `parseUrlState`, the URL's whole state read with them.
 * A chunk of its own: the playground loads it only for a link that has one of
 * those parameters (./mount.tsx); the gallery, docs and tests read URLs through
 * `parseUrlState` directly.
 */
import { decompressFromEncodedURIComponent } from 'lz-string';
import { decodeRequest } from '../protocol/request-link.ts';
import { readTokens } from '../client/editor/tokens-link.ts';
import { parseUrlStateWith, type UrlDecoders, type UrlState } from './url-state.ts';

export const urlDecoders: UrlDecoders = {
  request: decodeRequest,
  tokens: readTokens,
  text: (value) => decompressFromEncodedURIComponent(value),
};

export function parseUrlState(search: string, hash = ''): UrlState {
  return parseUrlStateWith(urlDecoders, search, hash);
}
