/**
 * Which of DSH's three providers answers (SPEC §12): the web card's (./web.ts),
 * the readline one (./stdio.ts over ./readline.ts) or the ACP one (./acp.ts).
 * One is registered on the runtime's service at a time: choosing another
 * disposes the active one (its pending asks settle as that provider settles
 * them) and registers the chosen one, and says so in `provider/changed`. The
 * terminal's characters and the ACP client's messages come here from the page
 * and go back as frames; the page plays the other end, nothing more.
 */
import { TERMINAL_CHUNK_LIMIT, type ProviderClientFrameOf, type ProviderKind } from '../../protocol/provider-frames.ts';
import type { HostRuntime } from '../runtime.ts';
import { AcpQuestionProvider } from './acp.ts';
import { LineEditor } from './readline.ts';
import { StdioQuestionProvider } from './stdio.ts';

export class ProviderSwitch {
  readonly #rt: HostRuntime;
  #kind: ProviderKind = 'web';
  #terminal: { readonly editor: LineEditor; readonly provider: StdioQuestionProvider } | undefined;
  #acp: AcpQuestionProvider | undefined;
  /** Whether the page's ACP client made its session: a reset's new provider keeps it; choosing ACP again starts anew. */
  #acpSession = false;
  #columns = 80;

  constructor(rt: HostRuntime) {
    this.#rt = rt;
  }

  get kind(): ProviderKind {
    return this.#kind;
  }

  /** Whether the page's ACP client has made its session with the ACP provider now registered. */
  get acpSession(): boolean {
    return this.#acp?.sessionId !== undefined;
  }

  handle(frame: ProviderClientFrameOf): void {
    switch (frame.type) {
      case 'provider/select':
        this.select(frame.provider);
        return;
      case 'terminal/input':
        if (frame.data.length > TERMINAL_CHUNK_LIMIT) this.#refuse(`terminal/input: ${frame.data.length} characters in one frame, more than ${TERMINAL_CHUNK_LIMIT}`);
        else if (this.#terminal === undefined) this.#refuse('terminal/input: the Terminal provider is not the active one');
        else this.#terminal.editor.feed(frame.data);
        return;
      case 'terminal/resize':
        this.#columns = frame.columns;
        this.#terminal?.editor.resize(frame.columns);
        return;
      case 'terminal/reopen':
        if (this.#kind !== 'terminal') this.#refuse('terminal/reopen: the Terminal provider is not the active one');
        else if (this.#terminal !== undefined && !this.#terminal.editor.closed) return;
        else this.#reregister();
        return;
      case 'acp/rpc': {
        if (this.#acp === undefined) {
          this.#refuse('acp/rpc: the ACP provider is not the active one');
          return;
        }
        const refused = this.#acp.receive(frame.message);
        if (refused !== null) this.#refuse(refused);
        if (this.#acp.sessionId !== undefined) this.#acpSession = true;
        return;
      }
    }
  }

  /** Disposes the active provider and registers `kind`'s (a new one of the same kind too: a fresh terminal, a new client). */
  select(kind: ProviderKind): void {
    const previous = this.#kind;
    this.#kind = kind;
    this.#acpSession = false;
    this.#rt.useProvider(kind === 'web' ? undefined : () => this.#make(kind));
    this.#rt.emit({ type: 'provider/changed', provider: kind, previous });
    this.#reregister();
  }

  #reregister(): void {
    this.#rt.disposeProvider();
    this.#rt.registerProvider();
  }

  #make(kind: 'terminal' | 'acp') {
    if (kind === 'terminal') {
      const write = (data: string): void => this.#rt.emit({ type: 'terminal/output', data });
      const provider = new StdioQuestionProvider(write);
      const editor = new LineEditor(
        {
          write,
          line: (line) => provider.line(line),
          close: () => {
            provider.close();
            this.#rt.emit({ type: 'terminal/state', open: false });
          },
        },
        this.#columns,
      );
      const made = { editor, provider };
      this.#terminal = made;
      this.#rt.emit({ type: 'terminal/state', open: true });
      return {
        provider,
        dispose: () => {
          provider.dispose();
          if (this.#terminal === made) this.#terminal = undefined;
        },
      };
    }
    const provider = new AcpQuestionProvider((message) => this.#rt.emit({ type: 'acp/rpc', message }), this.#rt.root, this.#rt.sessionId, this.#acpSession);
    this.#acp = provider;
    return {
      provider,
      dispose: () => {
        provider.dispose();
        if (this.#acp === provider) this.#acp = undefined;
      },
    };
  }

  #refuse(reason: string): void {
    this.#rt.emit({ type: 'frame/rejected', reason });
  }
}
