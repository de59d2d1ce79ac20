/** DSH's own texts and checks, one module per concern; the rest of asklab imports them from here. */
export * from './messages.ts';
export * from './tool.ts';
export * from './args-check.ts';
