/**
 * The page's scenario player: starts a scenario in the worker, follows it with a
 * tracker, applies scripted transport faults, and — with autoplay on — lets the
 * scripted user answer each card through an adapter that works the real card.
 * Without autoplay a person answers, and the outcome reflects their answer.
 */
import { ReceiptRejectedError, type HostClient, type PendingQuestion } from '../bridge/client.ts';
import { parseHostFrame, type HostFrame, type QuestionRequestedFrame } from '../protocol/index.ts';
import type { Scenario } from './schema.ts';
import { draftsOf, playUser, type UserAdapter } from './scripted-user.ts';
import { ScenarioTracker } from './tracker.ts';
import { PLAYER_PACE_MS } from './pace.ts';

export interface PlayerOptions {
  readonly client: HostClient;
  /** The PendingQuestion the page's card uses for this rpcId (so autoplay and a person share one object). */
  readonly findQuestion: (rpcId: string) => PendingQuestion | undefined;
  /** Works the real card; absent in environments without one. */
  readonly adapter: UserAdapter;
  /** A scripted transport fault for the toolbar to apply. */
  readonly onTransport: (fault: { latencyMs?: number; rejectNext?: 'not-pending' | 'bad-response' | null; failNextSend?: boolean }) => void;
  /** Pause between steps, so a person can follow. */
  readonly paceMs?: number;
  /** The script, not the person, is about to answer this ask (a late answer played in manual mode): the page marks it. */
  readonly onScriptedAnswer?: (rpcId: string) => void;
}

export class ScenarioPlayer {
  readonly #options: PlayerOptions;
  readonly #listeners = new Set<() => void>();
  #scenario: Scenario | undefined;
  #tracker: ScenarioTracker | undefined;
  #autoplay = false;
  /** The ask whose card is up in this run, until it resolves or is withdrawn. */
  #asking: QuestionRequestedFrame | undefined;
  /** The asks the scripted user has taken up (never twice). */
  readonly #played = new Set<string>();
  /** The asks of this run that were withdrawn (aborted, stopped) rather than answered or dismissed. */
  readonly #withdrawn = new Set<string>();
  #unsubscribe: () => void;

  constructor(options: PlayerOptions) {
    this.#options = options;
    const unsubscribeFrames = options.client.subscribe((frame) => this.#onFrame(frame));
    // The agent stopped for good mid-run: the run is over, whatever step it was on.
    const unsubscribeStopped = options.client.onStopped(() => {
      const tracker = this.#tracker;
      if (tracker === undefined || (tracker.state !== 'running' && tracker.state !== 'paused')) return;
      tracker.state = 'stopped';
      this.#notify();
    });
    this.#unsubscribe = () => {
      unsubscribeFrames();
      unsubscribeStopped();
    };
  }

  get tracker(): ScenarioTracker | undefined {
    return this.#tracker;
  }

  get scenario(): Scenario | undefined {
    return this.#scenario;
  }

  get autoplay(): boolean {
    return this.#autoplay;
  }

  /** Switched on while a card of this run is up, the scripted user takes that card too (as Step does). */
  set autoplay(value: boolean) {
    this.#autoplay = value;
    if (value) this.#playAsking();
    this.#notify();
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  start(scenario: Scenario, options: { startPaused?: boolean } = {}): void {
    this.#asking = undefined;
    this.#scenario = scenario;
    this.#tracker = new ScenarioTracker(scenario);
    this.#tracker.state = options.startPaused === true ? 'paused' : 'running';
    this.#options.client.send({
      type: 'scenario/run',
      scenario,
      paceMs: this.#options.paceMs ?? PLAYER_PACE_MS,
      ...(options.startPaused === true ? { startPaused: true } : {}),
    });
    this.#notify();
  }

  /**
   * Follows a run the worker started by itself (`run/boot`, from a `?scenario=` link,
   * before this player loaded): the frames it has sent so far are read from the
   * client's log, then the run continues as if this player had started it. A card
   * already on screen is taken up by autoplay as a new one would be.
   */
  adopt(scenario: Scenario): void {
    this.#asking = undefined;
    this.#scenario = scenario;
    const tracker = new ScenarioTracker(scenario);
    this.#tracker = tracker;
    tracker.state = 'running';
    let requested: QuestionRequestedFrame | undefined;
    for (const entry of this.#options.client.log.entries) {
      if (entry.direction !== 'to-main' || entry.rejected !== undefined) continue;
      const parsed = parseHostFrame(entry.payload);
      if (!parsed.ok) continue;
      const frame = parsed.frame;
      if (frame.type === 'question/requested') {
        requested = frame;
        // A card withdrawn before this player loaded still gets the script's late answer (manual mode, as below).
        if (!this.#autoplay && tracker.current !== undefined) this.#playLateAnswer(frame, tracker.current, tracker);
        continue;
      }
      // A card resolved before this player existed was answered or dismissed by a person (no scripted user could
      // have played it): its step is judged as a person's, as it would have been had this player started the run.
      if (frame.type === 'question/resolved' && frame.rpcId === requested?.rpcId && tracker.current !== undefined) {
        // Unless it settled without anyone (aborted, disposed): then it was withdrawn, and the script may answer late.
        if (frame.reason === undefined) tracker.current.interactive = true;
        else this.#onFrame(frame);
        requested = undefined;
        continue;
      }
      if (frame.type === 'scenario/step' && frame.state === 'started') requested = undefined;
      this.#onFrame(frame);
    }
    this.#notify();
    // The ask in progress, if its card is still up: handled now, as if its frame had just come.
    if (requested !== undefined && tracker.current !== undefined && this.#options.findQuestion(requested.rpcId) !== undefined) {
      this.#onFrame(requested);
    }
  }

  restart(): void {
    if (this.#scenario !== undefined) this.start(this.#scenario);
  }

  /**
   * Step with a card of this run up plays that card's scripted answer (the step in progress is the card); the
   * worker's gate is not opened too, so the run then waits at the next step. Any other control goes to the worker.
   */
  control(action: 'pause' | 'resume' | 'step' | 'stop'): void {
    if (action === 'step' && this.#playAsking()) return;
    this.#options.client.send({ type: 'scenario/control', action });
  }

  /** Whether a card of this run is up and the scripted user has not taken it yet. */
  get canPlayCard(): boolean {
    const asking = this.#asking;
    return asking !== undefined && !this.#played.has(asking.rpcId) && this.#options.findQuestion(asking.rpcId) !== undefined;
  }

  /** Lets the scripted user take the card that is up, if any: true when it did. */
  #playAsking(): boolean {
    const asking = this.#asking;
    const tracker = this.#tracker;
    if (asking === undefined || tracker === undefined || !this.canPlayCard) return false;
    const record = tracker.current;
    if (record === undefined) return false;
    // The script answers it now, so the step is judged against the script again.
    record.interactive = false;
    this.#play(asking, record, tracker);
    return true;
  }

  /**
   * A step whose point is the script's late answer (an answer after the abort) plays it in manual mode too: once the
   * ask was withdrawn with nobody's answer, the script sends its answer, marked as the script's, and the receipt it
   * earns is judged. A person who answered before the abort keeps their own outcome.
   */
  #playLateAnswer(frame: QuestionRequestedFrame, record: NonNullable<ScenarioTracker['current']>, tracker: ScenarioTracker): void {
    const script = record.step.user;
    if (script === undefined || !('answers' in script) || script.afterAbort !== true) return;
    // The card's PendingQuestion is created by the session on the same frame: look it up after it has run.
    queueMicrotask(() => {
      const question = this.#options.findQuestion(frame.rpcId) ?? this.#options.client.pendingQuestion(frame);
      void tracker.whenSettled(record).then(async () => {
        if (this.#tracker !== tracker || !this.#withdrawn.has(frame.rpcId) || this.#played.has(frame.rpcId)) return;
        this.#played.add(frame.rpcId);
        record.interactive = false;
        this.#options.onScriptedAnswer?.(frame.rpcId);
        try {
          await question.answer(draftsOf(script));
        } catch (error) {
          if (error instanceof ReceiptRejectedError) record.receipt = error.reason;
        }
        this.#notify();
      });
    });
  }

  #play(frame: QuestionRequestedFrame, record: NonNullable<ScenarioTracker['current']>, tracker: ScenarioTracker): void {
    this.#played.add(frame.rpcId);
    this.#options.onScriptedAnswer?.(frame.rpcId);
    const question = this.#options.findQuestion(frame.rpcId) ?? this.#options.client.pendingQuestion(frame);
    playUser(record.step.user, question, record, this.#options.adapter, () => tracker.whenSettled(record))
      .catch(() => undefined)
      .finally(() => this.#notify());
  }

  dispose(): void {
    this.#unsubscribe();
    this.#listeners.clear();
  }

  #notify(): void {
    for (const listener of this.#listeners) listener();
  }

  #onFrame(frame: HostFrame): void {
    const tracker = this.#tracker;
    if (tracker === undefined) return;
    switch (frame.type) {
      case 'scenario/state':
      case 'scenario/step':
        tracker.onFrame(frame);
        this.#notify();
        return;
      case 'scenario/transport':
        this.#options.onTransport({
          ...(frame.latencyMs !== undefined ? { latencyMs: frame.latencyMs } : {}),
          ...(frame.rejectNext !== undefined ? { rejectNext: frame.rejectNext } : {}),
          ...(frame.failNextSend !== undefined ? { failNextSend: frame.failNextSend } : {}),
        });
        return;
      case 'question/requested': {
        const record = tracker.current;
        if (record === undefined) return;
        this.#asking = frame;
        if (!this.#autoplay) {
          record.interactive = true;
          this.#playLateAnswer(frame, record, tracker);
          this.#notify();
          return;
        }
        // The card's PendingQuestion is created by the session on the same frame; look it up after it has run.
        queueMicrotask(() => this.#play(frame, record, tracker));
        return;
      }
      case 'question/resolved':
      case 'question/withdrawn':
        // Withdrawn: settled without the user (DSH resolves an aborted or disposed ask as `cancelled`, asklab's
        // reason beside it says which; older saved sessions carry `question/withdrawn`).
        if (frame.type === 'question/withdrawn' || frame.reason !== undefined) this.#withdrawn.add(frame.rpcId);
        if (frame.rpcId === this.#asking?.rpcId) {
          this.#asking = undefined;
          this.#notify();
        }
        return;
      default:
        return;
    }
  }
}
