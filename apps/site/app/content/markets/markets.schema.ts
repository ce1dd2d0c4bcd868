import { z } from 'zod';
import {
  callToActionSchema,
  coinSchema,
  commodityCategorySchema,
  currencyPairSchema,
  indexSchema,
  internalHrefSchema,
  linkCardSchema,
  lotSizeSchema,
  pointSchema,
  proseSectionSchema,
  sectorSchema,
  stockSchema,
  text,
  tradingSessionSchema,
} from '~/content/schemas';

/** The copy of a market page: a lead paragraph, prose sections and the calls to action it ends with. */
export const marketPageSchema = z.object({
  lead: text,
  sections: z.array(proseSectionSchema).min(1),
  callsToAction: z.array(callToActionSchema).min(1),
});
export type MarketPage = z.infer<typeof marketPageSchema>;

/** /markets/stocks adds price factors, strategies and tips after its tables. */
export const stocksMarketSchema = marketPageSchema.extend({ factors: z.array(proseSectionSchema).min(1) });
export type StocksMarket = z.infer<typeof stocksMarketSchema>;

/** The five market cards of /markets. */
export const marketCardsSchema = z.array(linkCardSchema).length(5);

export const commodityCategoriesSchema = z.array(commodityCategorySchema).min(1);

/** Eight coins, crypto risk warnings and ten tips. */
export const coinsSchema = z.array(coinSchema).length(8);
export const cryptoRiskWarningsSchema = z.array(pointSchema).min(1);
export const cryptoTipsSchema = z.array(z.string().min(1)).length(10);

export const forexSessionsSchema = z.array(tradingSessionSchema).min(1);

/** Under the GMT table: the hours move with daylight saving, and the market-hours tool shows them as they are. */
export const forexSessionsNoteSchema = z.object({ text, linkLabel: text, href: internalHrefSchema });
export type ForexSessionsNote = z.infer<typeof forexSessionsNoteSchema>;
export const majorPairsSchema = z.array(currencyPairSchema).min(1);
export const lotSizesSchema = z.array(lotSizeSchema).min(1);

export const majorIndicesSchema = z.array(indexSchema).min(1);

/** Eight sectors, twelve shares, four approaches. */
export const sectorsSchema = z.array(sectorSchema).length(8);
export const popularStocksSchema = z.array(stockSchema).length(12);
export const stockApproachesSchema = z.array(pointSchema).length(4);
