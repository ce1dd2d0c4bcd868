export { FadeIn, type FadeInProps } from './FadeIn';
export { fadeInObserverOptions } from './fadeInLogic';
