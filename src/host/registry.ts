/**
 * The agent registry (§2.1): which agents are live, and who owns whom. Identity is
 * the exact object: a different object that reuses a live id is not that agent.
 * Lineage (where a session came from) is history only; ownership decides asking.
 */
export class Agent {
  readonly id: string;
  readonly label: string;
  /** Ids of the sessions this one descends from (kept for display; never consulted for permission). */
  readonly lineage: readonly string[];
  constructor(id: string, label = id, lineage: readonly string[] = []) {
    this.id = id;
    this.label = label;
    this.lineage = lineage;
  }
}

export interface EnterOptions {
  readonly id?: string;
  readonly label?: string;
  readonly lineage?: readonly string[];
}

export class AgentRegistry {
  readonly #live = new Map<string, Agent>();
  readonly #owner = new Map<Agent, Agent>();
  #counter = 0;

  /** A new runtime root. With `lineage` it models a delegated session resumed as a root. */
  enterRoot(options: EnterOptions = {}): Agent {
    return this.#enter(undefined, options);
  }

  /** A child owned by `parent`, which must be live. */
  enterChild(parent: Agent, options: EnterOptions = {}): Agent {
    if (!this.isLive(parent)) throw new Error(`cannot spawn a child of agent "${parent.id}": it is not live`);
    return this.#enter(parent, { lineage: [...parent.lineage, parent.id], ...options });
  }

  /** Removes the agent and, first, everything it owns. Exiting twice is harmless. */
  exit(agent: Agent): void {
    if (!this.isLive(agent)) return;
    for (const [child, owner] of this.#owner) if (owner === agent) this.exit(child);
    this.#live.delete(agent.id);
    this.#owner.delete(agent);
  }

  isLive(agent: Agent): boolean {
    return this.#live.get(agent.id) === agent;
  }

  /** The live agent owning this one, if any. */
  ownerOf(agent: Agent): Agent | undefined {
    const owner = this.#owner.get(agent);
    return owner !== undefined && this.isLive(owner) ? owner : undefined;
  }

  get(id: string): Agent | undefined {
    return this.#live.get(id);
  }

  /** Every live agent, roots and children. */
  all(): Agent[] {
    return [...this.#live.values()];
  }

  roots(): Agent[] {
    return [...this.#live.values()].filter((agent) => this.ownerOf(agent) === undefined);
  }

  #enter(parent: Agent | undefined, options: EnterOptions): Agent {
    const id = options.id ?? `agent-${++this.#counter}`;
    if (this.#live.has(id)) throw new Error(`an agent with id "${id}" is already live`);
    const agent = new Agent(id, options.label ?? id, options.lineage ?? []);
    this.#live.set(id, agent);
    if (parent !== undefined) this.#owner.set(agent, parent);
    return agent;
  }
}
