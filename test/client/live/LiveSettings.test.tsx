// @vitest-environment jsdom
/**
 * The live settings panel (§6): it starts the demo model and configures the worker
 * on mount, applies your own endpoint with the key, keeps the key out of storage
 * unless "remember on this device" is ticked, and says why the demo cannot start.
 */
import { cleanup, render, screen, waitFor } from '@solidjs/testing-library';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HostClient } from '../../../src/bridge/client.ts';
import type { PortLike } from '../../../src/bridge/port.ts';
import { LiveSettings } from '../../../src/client/live/LiveSettings.tsx';
import { STORAGE_KEY, type SettingsStorage } from '../../../src/client/live/live-settings-store.ts';
import { LocaleProvider } from '../../../src/client/locale/LocaleProvider.tsx';
import { createLocale } from '../../../src/client/locale/locale.ts';
import type { ClientFrame } from '../../../src/protocol/index.ts';
import { DEFAULT_SYSTEM_PROMPT, DEFAULT_SYSTEM_PROMPT_ZH } from '../../../src/protocol/live-defaults.ts';
import { DEFAULT_BASE_URL, DEFAULT_MODEL, DEMO_MODEL_NAME } from '../../../src/protocol/live-settings.ts';

afterEach(cleanup);

const KEY = 'sk-settings-panel-0123456789';

class MemoryStorage implements SettingsStorage {
  readonly map = new Map<string, string>();
  getItem(key: string): string | null {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.map.set(key, value);
  }
  removeItem(key: string): void {
    this.map.delete(key);
  }
}

function setup(options: { storage?: MemoryStorage; startDemo?: () => Promise<string>; locale?: ReturnType<typeof createLocale> } = {}) {
  const sent: ClientFrame[] = [];
  let listener: ((event: MessageEvent) => void) | undefined;
  const port: PortLike = {
    postMessage: (message) => sent.push(message as ClientFrame),
    addEventListener: (_type, fn) => {
      listener = fn;
    },
    removeEventListener: () => undefined,
  };
  /** A frame from the worker, as the port would hand it to the client. */
  const deliver = (frame: unknown): void => listener?.(new MessageEvent('message', { data: frame }));
  const client = new HostClient(port);
  const storage = options.storage ?? new MemoryStorage();
  const startDemo = vi.fn(options.startDemo ?? (() => Promise.resolve('https://app.test/demo-model')));
  render(() => (
    <LocaleProvider value={options.locale ?? createLocale('en')}>
      <LiveSettings client={client} storage={storage} startDemo={startDemo} />
    </LocaleProvider>
  ));
  const configures = () => sent.filter((f): f is Extract<ClientFrame, { type: 'live/configure' }> => f.type === 'live/configure');
  return { client, sent, storage, startDemo, configures, deliver, user: userEvent.setup() };
}

async function chooseCustom(s: ReturnType<typeof setup>): Promise<void> {
  await s.user.click(screen.getByText('Your endpoint (OpenAI-compatible)'));
  await screen.findByTestId('live-api-key');
}

describe('LiveSettings', () => {
  it('starts the demo model on mount and configures the worker for it, without a key', async () => {
    const s = setup();
    await waitFor(() => expect(s.configures()).toHaveLength(1));
    expect(s.startDemo).toHaveBeenCalledTimes(1);
    expect(s.configures()[0]).toMatchObject({ endpoint: 'demo', baseUrl: 'https://app.test/demo-model', model: DEMO_MODEL_NAME, apiKey: '' });
    expect(screen.getByTestId('live-status').textContent).toBe('Demo model ready: type a message below.');
  });

  it('starts a Chinese page with the default system prompt in Chinese, and sends that prompt', async () => {
    const s = setup({ locale: createLocale('zh') });
    await waitFor(() => expect(s.configures()).toHaveLength(1));
    expect(s.configures()[0]?.systemPrompt).toBe(DEFAULT_SYSTEM_PROMPT_ZH);
    expect((screen.getByTestId('live-system-prompt') as HTMLTextAreaElement).value).toBe(DEFAULT_SYSTEM_PROMPT_ZH);
    // Prose in Chinese: the Latin words are the tool's and the schema's names, the product's, and markdown's.
    const latin = new Set(DEFAULT_SYSTEM_PROMPT_ZH.match(/[A-Za-z_]{2,}/g));
    expect([...latin].sort()).toEqual(['asklab', 'ask_user_question', 'description', 'exit_plan_mode', 'id', 'label', 'markdown', 'multi_select', 'options', 'prompt', 'questions', 'task'].sort());
  });

  it('lets an unedited default prompt follow a language switch, applied at once; an edited one stays', async () => {
    const locale = createLocale('zh');
    const s = setup({ locale });
    await waitFor(() => expect(s.configures()).toHaveLength(1));
    locale.setLocale('en');
    await waitFor(() => expect(s.configures()).toHaveLength(2));
    expect(s.configures()[1]?.systemPrompt).toBe(DEFAULT_SYSTEM_PROMPT);
    const prompt = screen.getByTestId('live-system-prompt') as HTMLTextAreaElement;
    expect(prompt.value).toBe(DEFAULT_SYSTEM_PROMPT);
    await s.user.clear(prompt);
    await s.user.type(prompt, 'Answer in haiku.');
    locale.setLocale('zh');
    expect(prompt.value).toBe('Answer in haiku.');
    expect(s.configures()).toHaveLength(2);
    // Restoring gives the default of the page's language.
    await s.user.click(screen.getByRole('button', { name: '恢复默认提示词' }));
    expect(prompt.value).toBe(DEFAULT_SYSTEM_PROMPT_ZH);
  });

  it('says why the demo model could not start, and sends nothing', async () => {
    const s = setup({ startDemo: () => Promise.reject(new Error('no service workers here')) });
    await waitFor(() => expect(screen.getByTestId('live-status').textContent).toBe('The demo model could not start: no service workers here'));
    expect(s.configures()).toHaveLength(0);
  });

  it('applies your own endpoint with the key, while the frame log and storage never hold the key', async () => {
    const s = setup();
    await waitFor(() => expect(s.configures()).toHaveLength(1));
    await chooseCustom(s);
    await s.user.type(screen.getByTestId('live-api-key'), KEY);
    await s.user.click(screen.getByTestId('live-apply'));
    const last = s.configures().at(-1);
    expect(last).toMatchObject({ endpoint: 'custom', baseUrl: DEFAULT_BASE_URL, model: DEFAULT_MODEL, apiKey: KEY, temperature: 0.7 });
    expect(screen.getByTestId('live-status').textContent).toBe(`Applied: ${DEFAULT_MODEL}`);
    expect(JSON.stringify(s.client.log.entries)).not.toContain(KEY);
    expect(s.storage.map.size).toBe(0);
    expect((screen.getByTestId('live-api-key') as HTMLInputElement).type).toBe('password');
  });

  it('stores the settings with the key only while "remember on this device" is ticked', async () => {
    const s = setup();
    await waitFor(() => expect(s.configures()).toHaveLength(1));
    await chooseCustom(s);
    await s.user.type(screen.getByTestId('live-api-key'), KEY);
    await s.user.click(screen.getByTestId('live-apply'));
    expect(s.storage.map.size).toBe(0);
    await s.user.click(screen.getByText('Remember on this device'));
    expect(JSON.parse(s.storage.getItem(STORAGE_KEY) ?? '{}')).toMatchObject({ endpoint: 'custom', apiKey: KEY });
    await s.user.click(screen.getByText('Remember on this device'));
    expect(s.storage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('restores remembered settings on mount and applies them without starting the demo', async () => {
    const storage = new MemoryStorage();
    storage.setItem(
      STORAGE_KEY,
      JSON.stringify({ endpoint: 'custom', baseUrl: 'http://localhost:11434/v1', model: 'llama3.2', apiKey: KEY, temperature: 0.2, systemPrompt: 'Hi', planMode: true }),
    );
    const s = setup({ storage });
    await waitFor(() => expect(s.configures()).toHaveLength(1));
    expect(s.startDemo).not.toHaveBeenCalled();
    expect(s.configures()[0]).toMatchObject({ endpoint: 'custom', baseUrl: 'http://localhost:11434/v1', model: 'llama3.2', apiKey: KEY, planMode: true });
    expect(screen.getByTestId('live-remember').querySelector('input')?.checked).toBe(true);
  });

  it('applies plan mode as soon as it is switched', async () => {
    const s = setup();
    await waitFor(() => expect(s.configures()).toHaveLength(1));
    await s.user.click(screen.getByText('Plan mode'));
    await waitFor(() => expect(s.configures()).toHaveLength(2));
    expect(s.configures()[1]).toMatchObject({ endpoint: 'demo', planMode: true });
  });

  it('turns the plan-mode switch off when the worker says an approved plan ended plan mode, without re-sending', async () => {
    const s = setup();
    await waitFor(() => expect(s.configures()).toHaveLength(1));
    await s.user.click(screen.getByText('Plan mode'));
    await waitFor(() => expect(s.configures()).toHaveLength(2));
    const input = screen.getByRole('switch', { name: /Plan mode/ }) as HTMLInputElement;
    expect(input.checked).toBe(true);
    s.deliver({ type: 'live/state', planMode: false });
    await waitFor(() => expect(input.checked).toBe(false));
    expect(s.configures()).toHaveLength(2);
  });

  it('refuses a temperature outside 0–2: Apply stays disabled and the field says why', async () => {
    const s = setup();
    await waitFor(() => expect(s.configures()).toHaveLength(1));
    const field = screen.getByTestId('live-temperature');
    await s.user.clear(field);
    await s.user.type(field, '3');
    expect(screen.getByTestId('live-apply')).toBeDisabled();
    expect(screen.getByText('Enter a number from 0 to 2.')).toBeInTheDocument();
    expect(s.configures()).toHaveLength(1);
  });

  it('"forget the conversation" sends live/reset', async () => {
    const s = setup();
    await waitFor(() => expect(s.configures()).toHaveLength(1));
    await s.user.click(screen.getByTestId('live-reset'));
    expect(s.sent.at(-1)).toStrictEqual({ type: 'live/reset' });
  });
});
