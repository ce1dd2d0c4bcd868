export * from './RiskWarningBar';
