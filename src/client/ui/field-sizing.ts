/**
 * Whether this browser sizes a textarea to its text from CSS alone
 * (`field-sizing: content`, app.css). Where it does, the card's and the composer's
 * text boxes leave Kobalte's `autoResize` off: that measures the box by forcing a
 * layout of the whole page each time it renders, which on the first card was a
 * third of the time it took to render. Elsewhere `autoResize` does the growing.
 */
export const cssSizesFields: boolean = typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');
