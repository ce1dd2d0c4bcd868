import type { ChoiceItemSource } from './choice-item';

// Placeholders until the module's chosen-answer items are written; the engine and its tests run on them.
export const choiceItems: ChoiceItemSource[] = [
  {
    id: 'intro-placeholder-1',
    kind: 'single',
    lesson: 'bid-ask-spread-pips-and-lots',
    prompt: 'Placeholder question one: which option is marked correct?',
    options: [
      { text: 'The first option', correct: true, explanation: 'A placeholder explanation of the correct option.' },
      { text: 'The second option', correct: false, explanation: 'A placeholder explanation of a wrong option.' },
      { text: 'The third option', correct: false, explanation: 'A placeholder explanation of another wrong option.' },
    ],
  },
  {
    id: 'intro-placeholder-2',
    kind: 'multiple',
    lesson: 'bid-ask-spread-pips-and-lots',
    prompt: 'Placeholder question two: select all that apply.',
    options: [
      { text: 'Option A', correct: true, explanation: 'A placeholder: this one applies.' },
      { text: 'Option B', correct: true, explanation: 'A placeholder: this one applies too.' },
      { text: 'Option C', correct: false, explanation: 'A placeholder: this one does not apply.' },
    ],
  },
  {
    id: 'intro-placeholder-3',
    kind: 'truefalse',
    lesson: 'bid-ask-spread-pips-and-lots',
    prompt: 'Placeholder statement three is true.',
    options: [
      { text: 'True', correct: true, explanation: 'A placeholder: the statement is true.' },
      { text: 'False', correct: false, explanation: 'A placeholder: the statement is not false.' },
    ],
  },
];
