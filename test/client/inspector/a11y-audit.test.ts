// @vitest-environment jsdom
/** The A11y tab's tab order: what Tab visits, in order, named as a screen reader would name it. */
import { afterEach, describe, expect, it } from 'vitest';
import { accessibleName, tabOrder } from '../../../src/client/inspector/a11y-audit.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

function mount(html: string): HTMLElement {
  const root = document.createElement('section');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

describe('tabOrder', () => {
  it('visits positive tabindex first, then document order, skipping the disabled, the inert and tabindex -1', () => {
    const root = mount(`
      <button>First in the document</button>
      <a href="#x">A link</a>
      <a>No href</a>
      <button disabled>Disabled</button>
      <div tabindex="-1">Programmatic only</div>
      <div tabindex="0" role="region" aria-label="Plan">…</div>
      <div inert><button>Inert</button></div>
      <input type="hidden" value="x">
      <button tabindex="2">Second jump</button>
      <button tabindex="1">First jump</button>
    `);
    expect(tabOrder(root).map((s) => `${s.role}:${s.name}`)).toEqual([
      'button:First jump',
      'button:Second jump',
      'button:First in the document',
      'link:A link',
      'region:Plan',
    ]);
  });

  it('counts a radio group as one stop: the checked radio, or the first', () => {
    const root = mount(`
      <label><input type="radio" name="a" value="1"> One</label>
      <label><input type="radio" name="a" value="2" checked> Two</label>
      <label><input type="radio" name="b" value="1"> Three</label>
      <label><input type="radio" name="b" value="2"> Four</label>
      <label><input type="checkbox" checked> Five</label>
    `);
    expect(tabOrder(root).map((s) => [s.role, s.name, s.checked])).toEqual([
      ['radio', 'Two', true],
      ['radio', 'Three', false],
      ['checkbox', 'Five', true],
    ]);
  });

  it('names a stop by aria-labelledby, aria-label, its label, its text, then title or placeholder', () => {
    const root = mount(`
      <span id="l1">Labelled</span> <span id="l2">by two</span>
      <button aria-labelledby="l1 l2">ignored text</button>
      <button aria-label="Close panel">✕</button>
      <label for="t">Your answer</label><textarea id="t" placeholder="Type here"></textarea>
      <input placeholder="Search">
      <button title="Only a title"></button>
    `);
    expect(tabOrder(root).map((s) => s.name)).toEqual(['Labelled by two', 'Close panel', 'Your answer', 'Search', 'Only a title']);
    expect(accessibleName(root.querySelector('textarea') as HTMLElement)).toBe('Your answer');
  });
});

describe('tabOrder of a card in a region the shell has put out of view', () => {
  it('still lists the card’s own stops (an inert or hidden canvas is the layout’s business, not the card’s)', () => {
    const canvas = mount('<div class="card"><button>One</button><div hidden><button>Hidden inside</button></div><button>Two</button></div>');
    canvas.setAttribute('inert', '');
    canvas.style.display = 'none';
    const card = canvas.querySelector('.card') as HTMLElement;
    expect(tabOrder(card).map((s) => s.name)).toEqual(['One', 'Two']);
  });
});
