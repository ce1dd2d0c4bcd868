import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { callToActionSchema } from './schemas';
import { about } from './about';
import { aboutSchema } from './about.schema';
import { company } from './company';
import { companySchema } from './company.schema';
import { contact } from './contact';
import { contactSchema } from './contact.schema';
import {
  levelCardsSchema,
  levelCourseSchema,
  marketCourseCardsSchema,
  marketCourseSchema,
} from './courses/courses.schema';
import { commodityCourse } from './courses/commodity';
import { cryptoCourse } from './courses/crypto';
import { forexCourse } from './courses/forex';
import { indicesCourse } from './courses/indices';
import { advancedCourse } from './courses/advanced';
import { beginnerCourse } from './courses/beginner';
import { intermediateCourse } from './courses/intermediate';
import { levelCards } from './courses/level-cards';
import { registerInterestAction } from './courses/register-interest';
import { marketCourseCards } from './courses/overview';
import { stocksCourse } from './courses/stocks';
import { glossaryProblems } from './glossary/glossary-checks';
import { glossaryTermSchema } from './glossary/glossary.schema';
import { glossaryTerms } from './glossary';
import { home } from './home';
import { cookiesPage, storageItems } from './legal/cookies';
import { legalPageSchema, storageItemsSchema } from './legal/legal.schema';
import { privacyPage } from './legal/privacy';
import { riskWarningPage } from './legal/risk-warning';
import { termsPage } from './legal/terms';
import { homeSchema } from './home.schema';
import { beginnerLessonModules } from './lessons/beginner/index';
import { lessonModulesSchema, lessonSchema } from './lessons/lesson.schema';
import { brokersCopy } from './brokers';
import { brokersCopySchema } from './brokers.schema';
import { commodityCategories, commodityMarket } from './markets/commodity';
import { coins, cryptoMarket, cryptoRiskWarnings, cryptoTips } from './markets/crypto';
import { forexMarket, forexSessions, forexSessionsNote, lotSizes, majorPairs } from './markets/forex';
import { majorIndices, indicesMarket } from './markets/indices';
import {
  coinsSchema,
  commodityCategoriesSchema,
  cryptoRiskWarningsSchema,
  cryptoTipsSchema,
  forexSessionsNoteSchema,
  forexSessionsSchema,
  lotSizesSchema,
  majorIndicesSchema,
  majorPairsSchema,
  marketCardsSchema,
  marketPageSchema,
  popularStocksSchema,
  sectorsSchema,
  stockApproachesSchema,
  stocksMarketSchema,
} from './markets/markets.schema';
import { marketCards } from './markets/overview';
import { popularStocks, sectors, stockApproaches, stocksMarket } from './markets/stocks';
import { footerBottomLinks, footerNavigation, mainNavigation } from './navigation';
import { footerNavigationSchema, mainNavigationSchema, navLinkSchema } from './navigation.schema';
import { notFound } from './not-found';
import { pages } from './pages';
import { pagesSchema } from './pages.schema';
import { platformCallsToAction } from './platforms/calls-to-action';
import { ctrader } from './platforms/ctrader';
import { mt4 } from './platforms/mt4';
import { mt5 } from './platforms/mt5';
import { platformSummaries, platformsOverview } from './platforms/overview';
import {
  platformCallsToActionSchema,
  platformPageSchema,
  platformSummariesSchema,
  platformsOverviewSchema,
} from './platforms/platforms.schema';
import { servicesEducation } from './services/education';
import { servicesOverview } from './services/overview';
import {
  servicesEducationSchema,
  servicesOverviewSchema,
  signalsSchema,
  webinarsSchema,
} from './services/services.schema';
import { signals } from './services/signals';
import { commonFields } from './tools/common-fields';
import { marginGuide } from './tools/margin';
import { marketHoursGuide } from './tools/market-hours';
import { toolCards, toolsOverview } from './tools/overview';
import { pipValueGuide } from './tools/pip-value';
import { positionSizeGuide } from './tools/position-size';
import { profitGuide } from './tools/profit';
import { riskRewardGuide } from './tools/risk-reward';
import { toolCardsSchema, toolGuideSchema, toolsOverviewSchema } from './tools/tools.schema';
import { signalMethodItems, signalRecord } from './services/signal-record';
import { signalMethodItemsSchema, signalRecordSchema } from './services/signal-record.schema';
import { webinars } from './services/webinars';

/*
 * Content is typed data that ships to the browser as it is written; its zod schemas run here, on the server
 * only, so the browser never downloads zod for a content page. entry.server.tsx calls validateContent() when
 * the server build loads: `react-router build` loads it to prerender (a broken module fails the build), the
 * dev server on its first request, the production server at start.
 */

/** The glossary's terms, and their links: every related term, lesson and page they name must exist. */
const glossarySchema = z.array(glossaryTermSchema).superRefine((terms, context) => {
  const sitePaths = new Set([
    ...pages.map((page) => page.path),
    ...beginnerLessonModules.flatMap((module) =>
      module.lessons.map((lesson) => `/education/beginner/${module.slug}/${lesson.slug}`),
    ),
  ]);
  for (const message of glossaryProblems({ terms, sitePaths })) context.addIssue({ code: 'custom', message });
});

/** One exported value of a content module and the schema it must pass. */
export interface ContentCheck {
  /** The module under app/content, e.g. `markets/forex.ts`. */
  module: string;
  /** The export's name. */
  name: string;
  schema: z.ZodType;
  data: unknown;
}

/** A check whose data is typed against the schema's output, so a wrong pairing fails typecheck. */
function check<Schema extends z.ZodType>(
  module: string,
  name: string,
  schema: Schema,
  data: Readonly<z.output<Schema>>,
): ContentCheck {
  return { module, name, schema, data };
}

/** Every validated export of app/content. Add a line with each new content module. */
export const contentChecks: readonly ContentCheck[] = [
  check('pages.ts', 'pages', pagesSchema, pages),
  check('navigation.ts', 'mainNavigation', mainNavigationSchema, mainNavigation),
  check('navigation.ts', 'footerNavigation', footerNavigationSchema, footerNavigation),
  // Pages outside pages.ts (the customer sign-in): any site path.
  check(
    'navigation.ts',
    'footerBottomLinks',
    z.array(z.strictObject({ label: z.string().trim().min(1), href: z.string().regex(/^\/[a-z0-9/-]*$/) })),
    footerBottomLinks,
  ),
  check(
    'not-found.ts',
    'notFound',
    z.strictObject({
      title: z.string().min(1),
      heading: z.string().min(1),
      text: z.string().min(1),
      suggestions: z.array(navLinkSchema).min(1),
    }),
    notFound,
  ),
  check('home.ts', 'home', homeSchema, home),
  check('company.ts', 'company', companySchema, company),
  check('about.ts', 'about', aboutSchema, about),
  check('contact.ts', 'contact', contactSchema, contact),
  check('legal/risk-warning.ts', 'riskWarningPage', legalPageSchema, riskWarningPage),
  check('legal/privacy.ts', 'privacyPage', legalPageSchema, privacyPage),
  check('legal/terms.ts', 'termsPage', legalPageSchema, termsPage),
  check('legal/cookies.ts', 'cookiesPage', legalPageSchema, cookiesPage),
  check('legal/cookies.ts', 'storageItems', storageItemsSchema, storageItems),
  check('brokers.ts', 'brokersCopy', brokersCopySchema, brokersCopy),
  check('services/overview.ts', 'servicesOverview', servicesOverviewSchema, servicesOverview),
  check('services/signals.ts', 'signals', signalsSchema, signals),
  check('services/signal-record.ts', 'signalRecord', signalRecordSchema, signalRecord),
  check('services/signal-record.ts', 'signalMethodItems', signalMethodItemsSchema, signalMethodItems),
  check('services/webinars.ts', 'webinars', webinarsSchema, webinars),
  check('services/education.ts', 'servicesEducation', servicesEducationSchema, servicesEducation),
  check('platforms/calls-to-action.ts', 'platformCallsToAction', platformCallsToActionSchema, platformCallsToAction),
  check('platforms/overview.ts', 'platformSummaries', platformSummariesSchema, platformSummaries),
  check('platforms/overview.ts', 'platformsOverview', platformsOverviewSchema, platformsOverview),
  check('platforms/mt5.ts', 'mt5', platformPageSchema, mt5),
  check('platforms/mt4.ts', 'mt4', platformPageSchema, mt4),
  check('platforms/ctrader.ts', 'ctrader', platformPageSchema, ctrader),
  check('markets/overview.ts', 'marketCards', marketCardsSchema, marketCards),
  check('markets/forex.ts', 'forexSessions', forexSessionsSchema, forexSessions),
  check('markets/forex.ts', 'forexSessionsNote', forexSessionsNoteSchema, forexSessionsNote),
  check('markets/forex.ts', 'majorPairs', majorPairsSchema, majorPairs),
  check('markets/forex.ts', 'lotSizes', lotSizesSchema, lotSizes),
  check('markets/forex.ts', 'forexMarket', marketPageSchema, forexMarket),
  check('markets/indices.ts', 'majorIndices', majorIndicesSchema, majorIndices),
  check('markets/indices.ts', 'indicesMarket', marketPageSchema, indicesMarket),
  check('markets/commodity.ts', 'commodityCategories', commodityCategoriesSchema, commodityCategories),
  check('markets/commodity.ts', 'commodityMarket', marketPageSchema, commodityMarket),
  check('markets/crypto.ts', 'coins', coinsSchema, coins),
  check('markets/crypto.ts', 'cryptoRiskWarnings', cryptoRiskWarningsSchema, cryptoRiskWarnings),
  check('markets/crypto.ts', 'cryptoTips', cryptoTipsSchema, cryptoTips),
  check('markets/crypto.ts', 'cryptoMarket', marketPageSchema, cryptoMarket),
  check('markets/stocks.ts', 'sectors', sectorsSchema, sectors),
  check('markets/stocks.ts', 'popularStocks', popularStocksSchema, popularStocks),
  check('markets/stocks.ts', 'stockApproaches', stockApproachesSchema, stockApproaches),
  check('markets/stocks.ts', 'stocksMarket', stocksMarketSchema, stocksMarket),
  check('courses/beginner.ts', 'beginnerCourse', levelCourseSchema, beginnerCourse),
  check('courses/intermediate.ts', 'intermediateCourse', levelCourseSchema, intermediateCourse),
  check('courses/advanced.ts', 'advancedCourse', levelCourseSchema, advancedCourse),
  check('courses/forex.ts', 'forexCourse', marketCourseSchema, forexCourse),
  check('courses/commodity.ts', 'commodityCourse', marketCourseSchema, commodityCourse),
  check('courses/indices.ts', 'indicesCourse', marketCourseSchema, indicesCourse),
  check('courses/stocks.ts', 'stocksCourse', marketCourseSchema, stocksCourse),
  check('courses/crypto.ts', 'cryptoCourse', marketCourseSchema, cryptoCourse),
  check('courses/level-cards.ts', 'levelCards', levelCardsSchema, levelCards),
  check('courses/register-interest.ts', 'registerInterestAction', callToActionSchema, registerInterestAction),
  check('courses/overview.ts', 'marketCourseCards', marketCourseCardsSchema, marketCourseCards),
  check('tools/overview.ts', 'toolCards', toolCardsSchema, toolCards),
  check('tools/overview.ts', 'toolsOverview', toolsOverviewSchema, toolsOverview),
  check('tools/common-fields.ts', 'commonFields', toolGuideSchema.shape.fields, commonFields),
  check('tools/position-size.ts', 'positionSizeGuide', toolGuideSchema, positionSizeGuide),
  check('tools/pip-value.ts', 'pipValueGuide', toolGuideSchema, pipValueGuide),
  check('tools/margin.ts', 'marginGuide', toolGuideSchema, marginGuide),
  check('tools/profit.ts', 'profitGuide', toolGuideSchema, profitGuide),
  check('tools/risk-reward.ts', 'riskRewardGuide', toolGuideSchema, riskRewardGuide),
  check('tools/market-hours.ts', 'marketHoursGuide', toolGuideSchema, marketHoursGuide),
  // Every lesson on its own (an error names its file), then the index that orders them.
  ...beginnerLessonModules.flatMap((module) =>
    module.lessons.map((lesson) =>
      check(`lessons/beginner/${module.slug}/${lesson.slug}.ts`, 'lesson', lessonSchema, lesson),
    ),
  ),
  check('lessons/beginner/index.ts', 'beginnerLessonModules', lessonModulesSchema, beginnerLessonModules),
  check('glossary/index.ts', 'glossaryTerms', glossarySchema, glossaryTerms),
];

/** What is wrong with one check's data, or null when it passes its schema exactly as written. */
export function contentProblem({ module, name, schema, data }: ContentCheck): string | null {
  const result = schema.safeParse(data);
  if (!result.success) return `app/content/${module} (${name}):\n${z.prettifyError(result.error)}`;
  // Pages render the data as written, never the parsed result: a value the schema would fill in (.default())
  // or rewrite (.trim()) must already be written that way in the module.
  if (!isDeepStrictEqual(result.data, data)) {
    return `app/content/${module} (${name}): differs once parsed (a schema default or transform changed it); write the value as parsed`;
  }
  return null;
}

/** Checks every content module against its schema; throws one error naming each failing module and issue. */
export function validateContent(checks: readonly ContentCheck[] = contentChecks): void {
  const problems = checks.map(contentProblem).filter((problem) => problem !== null);
  if (problems.length > 0) throw new Error(`Invalid content:\n${problems.join('\n')}`);
}
