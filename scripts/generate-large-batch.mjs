#!/usr/bin/env node
/**
 * Writes scenarios/large-batch.json: the stress case (220 questions, every tenth
 * with 20 options, a mix of single, multi and free text, then a long plan review).
 * Deterministic: running it twice gives the same file.
 */
import { writeFileSync } from 'node:fs';

const questions = [];
const answers = [];
const userAnswers = [];
for (let i = 1; i <= 220; i++) {
  const id = `q${String(i).padStart(3, '0')}`;
  const kind = i % 10 === 0 ? 'wide' : i % 7 === 0 ? 'free' : i % 5 === 0 ? 'multi' : 'single';
  if (kind === 'free') {
    questions.push({ id, header: `Item ${i}`, question: `Question ${i}: describe the constraint for item ${i}.` });
    userAnswers.push({ text: `constraint ${i}` });
    answers.push({ id, selected: [], custom: `constraint ${i}` });
    continue;
  }
  const count = kind === 'wide' ? 20 : 4;
  const options = Array.from({ length: count }, (_, k) => ({
    label: `Option ${k + 1} of question ${i}${k === 0 ? ' (Recommended)' : ''}`,
    ...(k % 2 === 0 ? { description: `What choosing option ${k + 1} means for item ${i}.` } : {}),
  }));
  const question = { id, header: `Item ${i}`, question: `Question ${i}: which option fits item ${i}?`, options };
  if (kind === 'multi') {
    questions.push({ ...question, multi_select: true });
    userAnswers.push({ select: [options[2].label, options[0].label] });
    answers.push({ id, selected: [options[0].label, options[2].label] });
  } else {
    questions.push(question);
    const pick = options[i % count];
    userAnswers.push({ select: [pick.label] });
    answers.push({ id, selected: [pick.label] });
  }
}

const sections = Array.from({ length: 40 }, (_, s) =>
  [`## Phase ${s + 1}`, '', ...Array.from({ length: 6 }, (_, k) => `${k + 1}. Step ${s + 1}.${k + 1}: migrate module ${s * 6 + k + 1} and run its checks`), ''].join('\n'),
);
const plan = ['# Migrate the monorepo to the new build system', '', 'A long plan, to check that the plan card scrolls and stays fast.', '', ...sections].join('\n');

const scenario = {
  id: 'large-batch',
  title: { zh: '超大批量', en: 'Large batch' },
  description: {
    zh: '压力测试：一张卡片里 220 道问题（有的多达 20 个选项），之后再来一份很长的计划审批。',
    en: 'Stress case: 220 questions in one card (some with 20 options), then a long plan review.',
  },
  group: 'shapes',
  steps: [
    { tool: 'ask_user_question', arguments: { questions }, user: { answers: userAnswers }, expect: { answer: { answers } } },
    { tool: 'exit_plan_mode', arguments: { plan }, user: { answers: [{ select: ['Approve'] }] }, expect: { text: 'The user approved the plan. Plan mode is over: carry out the plan now.' } },
  ],
};
writeFileSync(new URL('../scenarios/large-batch.json', import.meta.url), `${JSON.stringify(scenario, null, 1)}\n`);
console.log(`large-batch.json: ${questions.length} questions, plan of ${plan.length} characters`);
