/**
 * The agent registry (§2.1): liveness is object identity, ownership decides who is
 * a root, lineage is history only.
 */
import { describe, expect, it } from 'vitest';
import { Agent, AgentRegistry } from '../../src/host/registry.ts';

describe('AgentRegistry', () => {
  it('treats only the exact entered object as live, not another object with the same id', () => {
    const registry = new AgentRegistry();
    const root = registry.enterRoot({ id: 'root' });
    expect(registry.isLive(root)).toBe(true);
    expect(registry.isLive(new Agent('root'))).toBe(false);
    expect(registry.get('root')).toBe(root);
  });

  it('refuses to enter a second live agent with the same id', () => {
    const registry = new AgentRegistry();
    registry.enterRoot({ id: 'root' });
    expect(() => registry.enterRoot({ id: 'root' })).toThrow();
  });

  it('gives a child its owner and lists only unowned agents as roots', () => {
    const registry = new AgentRegistry();
    const root = registry.enterRoot({ id: 'root' });
    const child = registry.enterChild(root, { id: 'child' });
    expect(registry.ownerOf(child)).toBe(root);
    expect(registry.ownerOf(root)).toBeUndefined();
    expect(registry.roots()).toStrictEqual([root]);
    expect(child.lineage).toStrictEqual(['root']);
  });

  it('treats a resumed session with lineage as a root: lineage is not ownership', () => {
    const registry = new AgentRegistry();
    const resumed = registry.enterRoot({ id: 'resumed', lineage: ['root', 'child'] });
    expect(registry.ownerOf(resumed)).toBeUndefined();
    expect(registry.roots()).toStrictEqual([resumed]);
  });

  it('exits an agent together with everything it owns, and exiting twice is harmless', () => {
    const registry = new AgentRegistry();
    const root = registry.enterRoot({ id: 'root' });
    const child = registry.enterChild(root, { id: 'child' });
    const grandchild = registry.enterChild(child, { id: 'grandchild' });
    registry.exit(root);
    expect([root, child, grandchild].map((a) => registry.isLive(a))).toStrictEqual([false, false, false]);
    expect(() => registry.exit(root)).not.toThrow();
    expect(registry.roots()).toStrictEqual([]);
  });

  it('refuses to spawn a child of an agent that is not live', () => {
    const registry = new AgentRegistry();
    expect(() => registry.enterChild(new Agent('ghost'))).toThrow();
  });

  it('lets a new agent reuse the id of one that exited, and the old object stays dead', () => {
    const registry = new AgentRegistry();
    const old = registry.enterRoot({ id: 'root' });
    registry.exit(old);
    const fresh = registry.enterRoot({ id: 'root' });
    expect(registry.isLive(fresh)).toBe(true);
    expect(registry.isLive(old)).toBe(false);
  });
});
