export { CalculatorResult, type CalculatorFigure, type CalculatorResultProps } from './CalculatorResult';
