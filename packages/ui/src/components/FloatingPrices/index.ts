export { FloatingPrices, type FloatingPricesProps, type SamplePrice } from './FloatingPrices';
