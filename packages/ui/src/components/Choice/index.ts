export { Choice, type ChoiceProps } from './Choice';
