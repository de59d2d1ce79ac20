/**
 * Whether the person has typed into the terminal or the ACP form something not
 * yet sent: switching provider then asks first (SPEC §12). Read by the Provider
 * control, set by the panes; both load after the first card, and so does this.
 */
import { createSignal } from 'solid-js';

const [typing, setTyping] = createSignal(false);

export const providerTyping = typing;
export const setProviderTyping = (value: boolean): void => {
  setTyping(value);
};
