export {
  TradingViewWidget,
  tradingViewWidgetHeights,
  tradingViewWidgetMessages,
  tradingViewWidgetStates,
} from './TradingViewWidget';
export type {
  TradingViewWidgetProps,
  TradingViewWidgetHeight,
  TradingViewWidgetState,
  TradingViewWidgetVariants,
} from './TradingViewWidget';
