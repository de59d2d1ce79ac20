#!/usr/bin/env node
/**
 * Writes scenarios/large-batch.json: the stress case (220 questions, every tenth
 * with 20 options, a mix of single, multi and free text, then a long plan review).
 * Written in English, with every string's Chinese in `translations.zh`
 * (src/scenarios/localize.ts). Deterministic: running it twice gives the same file.
 */
import { writeFileSync } from 'node:fs';

/** The Chinese of each English string, as the scenario's translation table. */
const zh = {};
/** The English text, its Chinese recorded. */
const t = (en, cn) => {
  if (en in zh && zh[en] !== cn) throw new Error(`two translations for "${en}"`);
  zh[en] = cn;
  return en;
};

const questions = [];
const answers = [];
const userAnswers = [];
for (let i = 1; i <= 220; i++) {
  const id = `q${String(i).padStart(3, '0')}`;
  const kind = i % 10 === 0 ? 'wide' : i % 7 === 0 ? 'free' : i % 5 === 0 ? 'multi' : 'single';
  if (kind === 'free') {
    questions.push({ id, header: t(`Item ${i}`, `条目 ${i}`), question: t(`Question ${i}: describe the constraint for item ${i}.`, `问题 ${i}：说说条目 ${i} 的约束。`) });
    const typed = t(`constraint ${i}`, `约束 ${i}`);
    userAnswers.push({ text: typed });
    answers.push({ id, selected: [], custom: typed });
    continue;
  }
  const count = kind === 'wide' ? 20 : 4;
  const options = Array.from({ length: count }, (_, k) => ({
    label: t(`Option ${k + 1} of question ${i}${k === 0 ? ' (Recommended)' : ''}`, `问题 ${i} 的选项 ${k + 1}${k === 0 ? '（推荐）' : ''}`),
    ...(k % 2 === 0 ? { description: t(`What choosing option ${k + 1} means for item ${i}.`, `选项 ${k + 1} 对条目 ${i} 意味着什么。`) } : {}),
  }));
  const question = {
    id,
    header: t(`Item ${i}`, `条目 ${i}`),
    question: t(`Question ${i}: which option fits item ${i}?`, `问题 ${i}：哪个选项适合条目 ${i}？`),
    options,
  };
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

const planIn = (lang) => {
  const sections = Array.from({ length: 40 }, (_, s) =>
    [
      lang === 'en' ? `## Phase ${s + 1}` : `## 第 ${s + 1} 阶段`,
      '',
      ...Array.from({ length: 6 }, (_, k) =>
        lang === 'en'
          ? `${k + 1}. Step ${s + 1}.${k + 1}: migrate module ${s * 6 + k + 1} and run its checks`
          : `${k + 1}. 步骤 ${s + 1}.${k + 1}：迁移模块 ${s * 6 + k + 1}，并跑它的检查`,
      ),
      '',
    ].join('\n'),
  );
  const head =
    lang === 'en'
      ? ['# Migrate the monorepo to the new build system', '', 'A long plan, to check that the plan card scrolls and stays fast.']
      : ['# 把单仓库迁移到新的构建系统', '', '一份很长的计划，用来检查计划卡片能滚动、并且依然流畅。'];
  return [...head, '', ...sections].join('\n');
};
const plan = t(planIn('en'), planIn('zh'));

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
  translations: { zh },
};
writeFileSync(new URL('../scenarios/large-batch.json', import.meta.url), `${JSON.stringify(scenario, null, 1)}\n`);
console.log(`large-batch.json: ${questions.length} questions, plan of ${plan.length} characters`);
