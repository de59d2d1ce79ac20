/** Types of ./claude-trace.mjs, for the TypeScript tests that use it. */
export declare function writeClaudeTrace(path: string, bytes: number): { bytes: number; calls: { answered: number; declined: number; clarify: number } };
