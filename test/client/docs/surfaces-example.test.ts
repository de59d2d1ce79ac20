import { describe, expect, it } from 'vitest';
import { SURFACES_EXAMPLE } from '../../../src/client/docs/surfaces-example.ts';
import { SURFACES } from '../../../src/surfaces/index.ts';

describe('the docs Surfaces example', () => {
  it.each(SURFACES.map((s) => [s.name, s] as const))('trips at least one limit on %s', (_name, surface) => {
    expect(surface.toSurface(SURFACES_EXAMPLE).issues.length).toBeGreaterThan(0);
  });
});
