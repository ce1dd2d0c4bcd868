import type { CommodityCategory } from '~/content/schemas';
import type { MarketPage } from './markets.schema';

/** Commodity categories with their items and what each is used for. */
export const commodityCategories: CommodityCategory[] = [
  {
    category: 'Precious metals',
    items: ['Gold', 'Silver', 'Platinum', 'Palladium'],
    use: 'Jewellery, industry and central-bank reserves; gold and silver are also held as stores of value in uncertain times.',
  },
  {
    category: 'Energy',
    items: ['WTI crude oil', 'Brent crude oil', 'Natural gas', 'Heating oil'],
    use: 'Fuel for transport, heating and power generation, and raw material for plastics and chemicals.',
  },
  {
    category: 'Industrial metals',
    items: ['Copper', 'Aluminium', 'Zinc', 'Nickel'],
    use: 'Construction, electrical wiring, vehicles and batteries; demand follows the industrial cycle.',
  },
  {
    category: 'Agriculture',
    items: ['Wheat', 'Corn', 'Soybeans', 'Coffee', 'Sugar', 'Cocoa', 'Cotton'],
    use: 'Food, animal feed, drinks, textiles and biofuels; supply depends heavily on weather and harvests.',
  },
  {
    category: 'Livestock',
    items: ['Live cattle', 'Lean hogs'],
    use: 'Meat production; prices follow feed costs, herd sizes and consumer demand.',
  },
];

/** Copy of the /markets/commodity page. */
export const commodityMarket: MarketPage = {
  lead: 'Commodities are the raw materials of the world economy: metals, energy and farm products. Their prices are set by supply and demand in global markets, which makes them a way to trade views on growth, inflation, weather and geopolitics.',
  sections: [
    {
      id: 'how-commodity-trading-works',
      heading: 'How commodity trading works',
      paragraphs: [
        'Professional markets trade commodities through futures contracts on exchanges such as CME, ICE and the London Metal Exchange. Retail traders usually gain exposure through CFDs on those futures or on spot prices, or through exchange-traded products, without ever taking delivery of a barrel of oil or a bar of gold.',
        'Gold and oil are by far the most traded commodities among retail traders, thanks to their liquidity and their sensitivity to news.',
      ],
      points: [],
      bullets: [],
      ordered: false,
    },
    {
      id: 'what-moves-commodities',
      heading: 'What moves commodity prices',
      paragraphs: [],
      points: [
        {
          title: 'Supply and demand',
          text: 'Production decisions (for example by OPEC+ for oil), mine output, harvests and inventories set the balance of the market.',
        },
        {
          title: 'The US dollar',
          text: 'Most commodities are priced in dollars, so a stronger dollar often weighs on their prices and a weaker one supports them.',
        },
        {
          title: 'Economic growth',
          text: 'Energy and industrial metals tend to rise with strong industrial activity, particularly in China, and fall when growth slows.',
        },
        {
          title: 'Weather and seasons',
          text: 'Droughts, frosts and hurricanes affect crops and energy supply; heating demand lifts natural gas in winter.',
        },
        {
          title: 'Geopolitics',
          text: 'Conflicts and sanctions in producing regions can disrupt supply and cause sudden price spikes.',
        },
      ],
      bullets: [],
      ordered: false,
    },
    {
      id: 'commodity-risks',
      heading: 'Risks specific to commodities',
      paragraphs: [],
      points: [],
      bullets: [
        'Commodities can be very volatile: oil and natural gas can move several percent in a day.',
        'CFDs on futures may be rolled to the next contract month, which can change the price you see and add costs.',
        'Inventory reports and producer meetings cause sharp moves; check the economic calendar before trading.',
        'Risk only 1-2% of your capital per trade and always use a stop-loss.',
      ],
      ordered: false,
    },
  ],
  callsToAction: [
    { label: 'Take the Commodity Course', href: '/education/commodity' },
    { label: 'Get Trading Signals', href: '/services/signals' },
    { label: 'Choose a Broker', href: '/ib-partners' },
  ],
};
