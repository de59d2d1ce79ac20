/** The shell's pure parts: which layout a width gets, how the playground recognises its own asks, the store's named actions. */
import { createRoot } from 'solid-js';
import { describe, expect, it } from 'vitest';
import { layoutFor } from '../../../src/client/workbench/layout.ts';
import { sameQuestions } from '../../../src/client/playground/same-questions.ts';
import { createWorkbench, isArmed } from '../../../src/client/workbench/store.ts';
import { IDLE_TRANSPORT } from '../../../src/client/playground/transport-state.ts';

describe('layoutFor', () => {
  it('gives three columns from 1100 px, the drawer from 760 px, one column below', () => {
    expect([1440, 1100, 1099, 1024, 760, 759, 390].map(layoutFor)).toEqual(['wide', 'wide', 'mid', 'mid', 'mid', 'narrow', 'narrow']);
  });
});

describe('sameQuestions', () => {
  it('ignores key order and absent keys, and notices any real difference', () => {
    const a = [{ id: 'x', question: 'Q?', options: [{ label: 'A', description: 'd' }] }];
    const b = [{ options: [{ description: 'd', label: 'A' }], question: 'Q?', id: 'x', header: undefined }];
    expect(sameQuestions(a, b as never)).toBe(true);
    expect(sameQuestions(a, [{ id: 'x', question: 'Q!' }])).toBe(false);
    expect(sameQuestions(a, [...a, ...a])).toBe(false);
  });
});

describe('the workbench store', () => {
  const init = { locale: 'en' as const, theme: 'light' as const, draft: { questions: [{ id: 'a', question: 'A?' }] } };

  it('starting something from the catalogue returns a narrow screen to the chat and closes the drawer', () => {
    createRoot((dispose) => {
      const store = createWorkbench(init);
      store.showCatalogue('scenarios', 'errors');
      expect([store.drawerOpen(), store.narrowTab(), store.catalogueFocus()?.group]).toEqual([true, 'scenarios', 'errors']);
      store.openScenarioRun({ id: 'single-choice', title: { zh: '单选', en: 'Single choice' } });
      expect([store.drawerOpen(), store.narrowTab(), store.driver().kind, store.openScenario()]).toEqual([false, 'chat', 'scenario', 'single-choice']);
      store.startRequest({ questions: [{ id: 'b', question: 'B?' }] });
      expect([store.driver().kind, store.openScenario(), store.draft().questions[0]?.id]).toEqual(['request', null, 'b']);
      dispose();
    });
  });

  it('"Design a card" opens Request and shows the canvas; the live model drives once a message goes to it', () => {
    createRoot((dispose) => {
      const store = createWorkbench(init);
      store.setNarrowTab('inspector');
      store.openDraft();
      expect([store.inspectorTab(), store.narrowTab()]).toEqual(['request', 'chat']);
      store.setLiveModel({ demo: false, model: 'deepseek-chat' });
      store.startLive();
      expect(store.driver()).toEqual({ kind: 'live', demo: false, model: 'deepseek-chat' });
      dispose();
    });
  });

  it('the draft stays on the canvas whichever tab is open, until something the person starts takes its place', () => {
    createRoot((dispose) => {
      const store = createWorkbench(init);
      expect(store.designing()).toBe(false);
      store.openDraft();
      store.showInspectorTab('tokens');
      expect(store.designing()).toBe(true);
      store.openScenarioRun({ id: 'single-choice', title: { zh: '单选', en: 'Single choice' } });
      expect(store.designing()).toBe(false);
      store.showInspectorTab('request');
      expect(store.designing()).toBe(true);
      store.startRequest({ questions: [{ id: 'b', question: 'B?' }] });
      expect(store.designing()).toBe(false);
      store.editDraft({ questions: [{ id: 'c', question: 'C?' }] });
      expect(store.designing()).toBe(true);
      store.startLive();
      expect(store.designing()).toBe(false);
      store.openDraft();
      store.showConversation();
      expect([store.designing(), store.inspectorTab()]).toEqual([false, 'request']);
      dispose();
    });
  });

  it('the draft is the person’s once edited, asked or linked; the default the editor offers is not', () => {
    createRoot((dispose) => {
      const offered = createWorkbench({ ...init, draft: { questions: [] } });
      offered.offerDefaultDraft({ questions: [{ id: 'd', question: 'Default?' }] });
      expect([offered.draft().questions.length, offered.draftIsOwn()]).toEqual([1, false]);
      offered.editDraft({ questions: [{ id: 'e', question: 'Edited?' }] });
      expect(offered.draftIsOwn()).toBe(true);
      const asked = createWorkbench({ ...init, draft: { questions: [] } });
      asked.startRequest({ questions: [{ id: 'x', question: 'Asked?' }] });
      expect(asked.draftIsOwn()).toBe(true);
      expect(createWorkbench(init).draftIsOwn()).toBe(true);
      dispose();
    });
  });

  it('Simulate is armed while any condition is on', () => {
    expect(isArmed(IDLE_TRANSPORT)).toBe(false);
    expect(isArmed({ ...IDLE_TRANSPORT, latencyMs: 300 })).toBe(true);
    expect(isArmed({ ...IDLE_TRANSPORT, rejectNext: 'bad-response' })).toBe(true);
    expect(isArmed({ ...IDLE_TRANSPORT, failNextSend: true })).toBe(true);
  });
});
