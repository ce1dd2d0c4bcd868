export { ProcessSteps, type ProcessStep, type ProcessStepsProps } from './ProcessSteps';
