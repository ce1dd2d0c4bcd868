export { Hero, heroSizes, heroTitle, type HeroProps, type HeroVariants } from './Hero';
