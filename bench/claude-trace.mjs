/**
 * A generated Claude Code transcript of any size, in the record shapes of the real
 * 2.1.39 files in test/fixtures/traces/claude-code/: prompts, assistant text,
 * Bash tool uses with long outputs, progress records, and every so often an
 * AskUserQuestion answered, declined or clarified. For the trace bench
 * (bench/traces.mjs, 100 MB) and the e2e test of a large file (a few MB).
 * Returns how many question calls it wrote, by outcome.
 */
import { openSync, writeSync, closeSync } from 'node:fs';

const SESSION = '0c5b6a2e-1f3d-4e8a-9b7c-5d4e3f2a1b0c';
const FILLER = 'The build step compiles every package, then the linker joins the objects; '.repeat(40);

function base(uuid, parentUuid, type, at) {
  return { parentUuid, isSidechain: false, userType: 'external', cwd: '/home/dev/project', sessionId: SESSION, version: '2.1.39', gitBranch: 'main', type, uuid, timestamp: at };
}

/** Writes about `bytes` bytes of transcript to `path`. */
export function writeClaudeTrace(path, bytes) {
  const fd = openSync(path, 'w');
  let written = 0;
  let n = 0;
  let parent = null;
  let time = Date.UTC(2026, 5, 1, 9, 0, 0);
  const counts = { answered: 0, declined: 0, clarify: 0 };
  const batch = [];
  const push = (record) => {
    const line = `${JSON.stringify(record)}\n`;
    batch.push(line);
    written += Buffer.byteLength(line);
    if (record.uuid !== undefined && record.type !== 'progress') parent = record.uuid;
    if (batch.length >= 500) writeSync(fd, batch.splice(0).join(''));
  };
  const at = () => new Date((time += 1500)).toISOString();
  const id = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
  push({ type: 'file-history-snapshot', messageId: id(), snapshot: { trackedFileBackups: {} }, isSnapshotUpdate: false });
  push({ ...base(id(), parent, 'user', at()), message: { role: 'user', content: 'Build the project and tell me what fails.' } });
  for (let turn = 0; written < bytes; turn++) {
    const a = id();
    push({ ...base(a, parent, 'assistant', at()), message: { model: 'claude-opus-4-6', id: `msg_${turn}a`, type: 'message', role: 'assistant', content: [{ type: 'text', text: FILLER }] } });
    const tool = `toolu_bash_${turn}`;
    const b = id();
    push({ ...base(b, parent, 'assistant', at()), message: { model: 'claude-opus-4-6', id: `msg_${turn}a`, type: 'message', role: 'assistant', content: [{ type: 'tool_use', id: tool, name: 'Bash', input: { command: `make step-${turn}` } }] } });
    push({ ...base(id(), b, 'progress', at()), data: { type: 'bash_progress', output: 'building…' }, toolUseID: tool, parentToolUseID: tool });
    const output = `${FILLER}${FILLER}exit ${turn % 7}`;
    push({ ...base(id(), parent, 'user', at()), message: { role: 'user', content: [{ tool_use_id: tool, type: 'tool_result', content: output }] }, toolUseResult: { stdout: output, stderr: '', interrupted: false }, sourceToolAssistantUUID: b });
    if (turn % 40 === 39) {
      const ask = `toolu_ask_${turn}`;
      const q = { question: `Step ${turn} failed. What now?`, header: 'Failure', options: [{ label: 'Retry', description: 'Run it again' }, { label: 'Skip', description: 'Go on without it' }], multiSelect: false };
      const c = id();
      push({ ...base(c, parent, 'assistant', at()), message: { model: 'claude-opus-4-6', id: `msg_${turn}q`, type: 'message', role: 'assistant', content: [{ type: 'tool_use', id: ask, name: 'AskUserQuestion', input: { questions: [q] } }] } });
      const kind = (turn / 40) % 3 < 1 ? 'answered' : (turn / 40) % 3 < 2 ? 'declined' : 'clarify';
      counts[kind]++;
      const content =
        kind === 'answered'
          ? `User has answered your questions: "${q.question}"="Retry". You can now continue with the user's answers in mind.`
          : kind === 'declined'
            ? "The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file edit, the new_string was NOT written to the file). STOP what you are doing and wait for the user to tell you how to proceed."
            : `The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file edit, the new_string was NOT written to the file). To tell you how to proceed, the user said:\nThe user wants to clarify these questions.\n\n    Questions asked:\n- "${q.question}"\n  (No answer provided)`;
      push({
        ...base(id(), parent, 'user', at()),
        message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: ask, content, ...(kind === 'answered' ? {} : { is_error: true }) }] },
        toolUseResult: kind === 'answered' ? { questions: [q], answers: { [q.question]: 'Retry' } } : 'User rejected tool use',
        sourceToolAssistantUUID: c,
      });
    }
  }
  writeSync(fd, batch.join(''));
  closeSync(fd);
  return { bytes: written, calls: counts };
}
