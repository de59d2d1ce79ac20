/** Public surface of the protocol: pure types, schemas and functions shared by both sides. */
export * from './schemas.ts';
export * from './errors.ts';
export * from './encoder.ts';
export * from './labels.ts';
export * from './plan-review.ts';
export * from './tool-result.ts';
export * from './frames.ts';
export * from './mcp-schemas.ts';
