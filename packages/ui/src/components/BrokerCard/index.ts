export { BrokerCard, brokerCardHeadingLevels, type BrokerCardHeadingLevel, type BrokerCardProps } from './BrokerCard';
