import type { ChoiceItemSource } from './choice-item';

// Placeholders until the module's chosen-answer items are written; the engine and its tests run on them.
export const choiceItems: ChoiceItemSource[] = [
  {
    id: 'risk-placeholder-1',
    kind: 'single',
    lesson: 'risking-1-2-percent',
    prompt: 'Placeholder question one: which option is marked correct?',
    options: [
      { text: 'The first option', correct: true, explanation: 'A placeholder explanation of the correct option.' },
      { text: 'The second option', correct: false, explanation: 'A placeholder explanation of a wrong option.' },
      { text: 'The third option', correct: false, explanation: 'A placeholder explanation of another wrong option.' },
    ],
  },
  {
    id: 'risk-placeholder-2',
    kind: 'multiple',
    lesson: 'risking-1-2-percent',
    prompt: 'Placeholder question two: select all that apply.',
    options: [
      { text: 'Option A', correct: true, explanation: 'A placeholder: this one applies.' },
      { text: 'Option B', correct: true, explanation: 'A placeholder: this one applies too.' },
      { text: 'Option C', correct: false, explanation: 'A placeholder: this one does not apply.' },
    ],
  },
  {
    id: 'risk-placeholder-3',
    kind: 'truefalse',
    lesson: 'risking-1-2-percent',
    prompt: 'Placeholder statement three is true.',
    options: [
      { text: 'True', correct: true, explanation: 'A placeholder: the statement is true.' },
      { text: 'False', correct: false, explanation: 'A placeholder: the statement is not false.' },
    ],
  },
];
