import type { TradingViewWidgetHeight } from '@upm/ui';

/**
 * Every TradingView widget configuration of /markets, in one typed module.
 * The objects are serialised as the embed script's JSON text, exactly as TradingView documents it.
 */

/** The three TradingView embed scripts used on /markets. */
export const tradingViewScripts = {
  marketOverview: 'https://s3.tradingview.com/external-embedding/embed-widget-market-overview.js',
  advancedChart: 'https://s3.tradingview.com/external-embedding/embed-widget-advanced-chart.js',
  economicCalendar: 'https://s3.tradingview.com/external-embedding/embed-widget-events.js',
} as const;

export type TradingViewScript = (typeof tradingViewScripts)[keyof typeof tradingViewScripts];

/** Widget heights in CSS pixels; the boxes reserve exactly these so nothing shifts when they load. */
export const widgetHeights = { chart: 300, marketOverview: 500, calendar: 500 } as const;

type Theme = 'light' | 'dark';

export interface MarketOverviewConfig {
  colorTheme: Theme;
  dateRange: '1D' | '1M' | '3M' | '12M' | '60M' | 'ALL';
  showChart: boolean;
  locale: string;
  width: '100%';
  height: number;
  isTransparent: boolean;
  showSymbolLogo: boolean;
  tabs: { title: string; symbols: { s: string; d: string }[] }[];
}

export interface AdvancedChartConfig {
  symbol: string;
  /** Minutes as a string; "240" is the 4-hour interval. */
  interval: '1' | '5' | '15' | '30' | '60' | '240' | 'D' | 'W';
  timezone: 'Etc/UTC';
  theme: Theme;
  style: '1';
  locale: string;
  width: '100%';
  height: number;
  allow_symbol_change: boolean;
  hide_side_toolbar: boolean;
  support_host: string;
}

export interface EconomicCalendarConfig {
  colorTheme: Theme;
  isTransparent: boolean;
  locale: string;
  width: '100%';
  height: number;
  /** "-1,0,1": low, medium and high importance, i.e. all levels. */
  importanceFilter: '-1,0,1';
  countryFilter: string;
}

/** A widget of the page: its script, its accessible title, its reserved height and its configuration. */
export interface WidgetDefinition<Config> {
  id: string;
  title: string;
  script: TradingViewScript;
  /** The box's reserved height; the same number as the configuration's height. */
  height: TradingViewWidgetHeight;
  config: Config;
}

/** Market overview over 12 months, 500 px. */
export const marketOverviewWidget: WidgetDefinition<MarketOverviewConfig> = {
  id: 'market-overview',
  title: 'Market overview, last 12 months',
  script: tradingViewScripts.marketOverview,
  height: widgetHeights.marketOverview,
  config: {
    colorTheme: 'light',
    dateRange: '12M',
    showChart: true,
    locale: 'en',
    width: '100%',
    height: widgetHeights.marketOverview,
    isTransparent: false,
    showSymbolLogo: true,
    tabs: [
      {
        title: 'Forex',
        symbols: [
          { s: 'FX:EURUSD', d: 'EUR/USD' },
          { s: 'FX:GBPUSD', d: 'GBP/USD' },
          { s: 'FX:USDJPY', d: 'USD/JPY' },
          { s: 'FX:USDCHF', d: 'USD/CHF' },
          { s: 'FX:USDCAD', d: 'USD/CAD' },
          { s: 'FX:AUDUSD', d: 'AUD/USD' },
        ],
      },
      {
        title: 'Indices',
        symbols: [
          { s: 'FOREXCOM:SPXUSD', d: 'S&P 500' },
          { s: 'FOREXCOM:NSXUSD', d: 'NASDAQ 100' },
          { s: 'FOREXCOM:DJI', d: 'Dow Jones' },
          { s: 'FOREXCOM:UKXGBP', d: 'FTSE 100' },
          { s: 'XETR:DAX', d: 'DAX' },
        ],
      },
      {
        title: 'Commodities',
        symbols: [
          { s: 'OANDA:XAUUSD', d: 'Gold' },
          { s: 'OANDA:XAGUSD', d: 'Silver' },
          { s: 'TVC:USOIL', d: 'US Oil' },
        ],
      },
      {
        title: 'Crypto',
        symbols: [
          { s: 'BITSTAMP:BTCUSD', d: 'Bitcoin' },
          { s: 'BITSTAMP:ETHUSD', d: 'Ethereum' },
          { s: 'BITSTAMP:XRPUSD', d: 'XRP' },
        ],
      },
    ],
  },
};

function chart(id: string, title: string, symbol: string): WidgetDefinition<AdvancedChartConfig> {
  return {
    id,
    title: `${title} chart`,
    script: tradingViewScripts.advancedChart,
    height: widgetHeights.chart,
    config: {
      symbol,
      interval: '240',
      timezone: 'Etc/UTC',
      theme: 'light',
      style: '1',
      locale: 'en',
      width: '100%',
      height: widgetHeights.chart,
      allow_symbol_change: false,
      hide_side_toolbar: true,
      support_host: 'https://www.tradingview.com',
    },
  };
}

/** A titled group of advanced charts. */
export interface ChartGroup {
  id: string;
  title: string;
  charts: WidgetDefinition<AdvancedChartConfig>[];
}

/** The three chart groups, each chart at a 4-hour interval, UTC, light theme, 300 px. */
export const chartGroups: ChartGroup[] = [
  {
    id: 'major-forex',
    title: 'Major forex pairs',
    charts: [
      chart('chart-eurusd', 'EUR/USD', 'FX:EURUSD'),
      chart('chart-gbpusd', 'GBP/USD', 'FX:GBPUSD'),
      chart('chart-usdjpy', 'USD/JPY', 'FX:USDJPY'),
      chart('chart-usdchf', 'USD/CHF', 'FX:USDCHF'),
      chart('chart-usdcad', 'USD/CAD', 'FX:USDCAD'),
      chart('chart-audusd', 'AUD/USD', 'FX:AUDUSD'),
    ],
  },
  {
    id: 'indices',
    title: 'Indices',
    charts: [
      chart('chart-spx', 'S&P 500', 'FOREXCOM:SPXUSD'),
      chart('chart-ndx', 'NASDAQ 100', 'FOREXCOM:NSXUSD'),
      chart('chart-dji', 'Dow Jones', 'FOREXCOM:DJI'),
      chart('chart-ftse', 'FTSE 100', 'FOREXCOM:UKXGBP'),
      chart('chart-dax', 'DAX', 'XETR:DAX'),
    ],
  },
  {
    id: 'digital-assets-commodities',
    title: 'Digital assets and commodities',
    charts: [
      chart('chart-btc', 'Bitcoin (BTC/USD)', 'BITSTAMP:BTCUSD'),
      chart('chart-eth', 'Ethereum (ETH/USD)', 'BITSTAMP:ETHUSD'),
      chart('chart-xrp', 'XRP (XRP/USD)', 'BITSTAMP:XRPUSD'),
      chart('chart-gold', 'Gold (XAU/USD)', 'OANDA:XAUUSD'),
      chart('chart-usoil', 'US Oil', 'TVC:USOIL'),
    ],
  },
];

/** The twelve calendar countries. */
export const calendarCountries = ['us', 'eu', 'gb', 'jp', 'cn', 'au', 'ca', 'ch', 'de', 'fr', 'it', 'es'] as const;

/** Economic calendar, dark theme, all importance levels, 500 px. */
export const economicCalendarWidget: WidgetDefinition<EconomicCalendarConfig> = {
  id: 'economic-calendar',
  title: 'Economic calendar',
  script: tradingViewScripts.economicCalendar,
  height: widgetHeights.calendar,
  config: {
    colorTheme: 'dark',
    isTransparent: false,
    locale: 'en',
    width: '100%',
    height: widgetHeights.calendar,
    importanceFilter: '-1,0,1',
    countryFilter: calendarCountries.join(','),
  },
};
