import type { Question } from '@voz/schema';
import { describe, expect, it } from 'vitest';
import { humanSurveyOf, isHiddenQuestion, questionResponsesOf } from './formatSurveyResponse.js';

const q = (id: number, type: Question['type'], name: string, hidden?: boolean): Question => ({
  id,
  name,
  text: { es: `Pregunta ${name}`, en: `Question ${name}` },
  type,
  ...(hidden === undefined ? {} : { hidden }),
});

const QUESTIONS = new Map<number, Question>(
  [
    q(1, 'NUMBER', 'Recomendación'),
    q(2, 'DECIMAL', 'Puntaje'),
    q(3, 'COMMENT', 'Comentario'),
    q(4, 'CHOICE', 'Modelo'),
    q(5, 'TEXT', 'Patente'),
    q(6, 'CALCULATED', 'Sentimiento'),
    q(7, 'CHOICE', 'Etiquetas', true),
    q(8, 'NUMBER', 'Recomendación'),
  ].map((x) => [x.id, x]),
);

describe('questionResponsesOf', () => {
  it('fills the answer field of each type and formats the answer as text', () => {
    const out = questionResponsesOf({ 1: 9, 2: 7.25, 3: 'Muy bien', 4: 'Seal', 5: 'AB-12' }, QUESTIONS, undefined);
    expect(out).toEqual([
      {
        questionId: 1,
        questionName: 'Recomendación',
        questionText: 'Pregunta Recomendación',
        questionType: 'NUMBER',
        numberAnswer: 9,
        decimalAnswer: null,
        commentAnswer: null,
        textAnswer: null,
        answerFormated: '9',
      },
      expect.objectContaining({ questionId: 2, decimalAnswer: 7.25, numberAnswer: null, answerFormated: '7.25' }),
      expect.objectContaining({ questionId: 3, commentAnswer: 'Muy bien', textAnswer: null }),
      expect.objectContaining({ questionId: 4, textAnswer: 'Seal' }),
      expect.objectContaining({ questionId: 5, textAnswer: 'AB-12' }),
    ]);
  });

  it('leaves out CALCULATED, hidden and unknown questions, and empty answers', () => {
    const out = questionResponsesOf({ 6: 0.8, 7: ['a'], 99: 'x', 1: null, 4: [] }, QUESTIONS, undefined);
    expect(out).toEqual([]);
  });

  it('joins several answers with a vertical bar and gives no single number for them', () => {
    const [choice, number] = questionResponsesOf({ 4: ['Seal', 'Han'], 1: [9, 10] }, QUESTIONS, [4]);
    expect(choice).toMatchObject({ answerFormated: 'Seal | Han', textAnswer: 'Seal | Han' });
    expect(number).toMatchObject({ answerFormated: '9 | 10', numberAnswer: null });
  });

  it('reads numeric text as a number for NUMBER questions, and keeps other text out of numberAnswer', () => {
    expect(questionResponsesOf({ 1: '8' }, QUESTIONS, undefined)[0]).toMatchObject({ numberAnswer: 8 });
    expect(questionResponsesOf({ 1: 'n/a' }, QUESTIONS, undefined)[0]).toMatchObject({
      numberAnswer: null,
      answerFormated: 'n/a',
    });
  });

  it('orders by the tenant order first, then by question id', () => {
    const answers = { 1: 1, 2: 2, 3: 'c', 4: 'd', 5: 'e' };
    expect(questionResponsesOf(answers, QUESTIONS, [5, 3]).map((r) => r.questionId)).toEqual([5, 3, 1, 2, 4]);
    expect(questionResponsesOf(answers, QUESTIONS, []).map((r) => r.questionId)).toEqual([1, 2, 3, 4, 5]);
    expect(questionResponsesOf(answers, QUESTIONS, [42]).map((r) => r.questionId)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('humanSurveyOf', () => {
  it('maps question names to formatted answers, keeping both of two questions with one name', () => {
    const responses = questionResponsesOf({ 1: 9, 8: 6, 4: ['Seal', 'Han'] }, QUESTIONS, undefined);
    expect(humanSurveyOf(responses)).toEqual({
      Recomendación: '9',
      Modelo: 'Seal | Han',
      'Recomendación (8)': '6',
    });
    expect(humanSurveyOf([])).toEqual({});
  });
});

describe('isHiddenQuestion', () => {
  it('hides CALCULATED and flagged questions only', () => {
    expect(isHiddenQuestion(q(1, 'CALCULATED', 'x'))).toBe(true);
    expect(isHiddenQuestion(q(1, 'CHOICE', 'x', true))).toBe(true);
    expect(isHiddenQuestion(q(1, 'CHOICE', 'x', false))).toBe(false);
    expect(isHiddenQuestion(q(1, 'COMMENT', 'x'))).toBe(false);
  });
});
