export * from './ConsentBanner';
