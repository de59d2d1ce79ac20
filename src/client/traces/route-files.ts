/**
 * Files chosen or dropped on the catalogue go where their content says (SPEC §13,
 * §10.3): a trace to the trace reader, anything else to the scenario loader,
 * which says what is wrong with a file that is neither. Only the first 64 kB of
 * each file is looked at here.
 */
import { sniffTrace } from '../../traces/detect.ts';
import { traceStore } from './trace-store.ts';

const HEAD_BYTES = 65_536;

export async function routeFiles(files: readonly File[], openScenarios: (files: readonly File[]) => void, onTrace?: () => void): Promise<void> {
  const scenarios: File[] = [];
  let trace: File | undefined;
  for (const file of files) {
    const head = await file.slice(0, HEAD_BYTES).text();
    if (sniffTrace(head) !== undefined) trace = file;
    else scenarios.push(file);
  }
  if (scenarios.length > 0) openScenarios(scenarios);
  // One trace at a time: the last one dropped is read.
  if (trace !== undefined) {
    traceStore.open(trace);
    onTrace?.();
  }
}
