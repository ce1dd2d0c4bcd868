import type { LevelCourse } from './courses.schema';
import { beginnerLessonPath } from '~/content/lessons/lesson-urls';
import { signUpPath } from '~/content/courses/lesson-paths';
import { certificateRule } from '~/content/courses/quiz-paths';

const modules: LevelCourse['modules'] = [
  {
    title: 'Introduction to Trading and Financial Markets',
    lessons: [
      'What trading is, and how it differs from investing',
      'Forex, indices, commodities, stocks and crypto at a glance',
      'Brokers, CFDs and how a trade is executed',
      'Bid, ask, spread, pips and lots',
    ],
  },
  {
    title: 'Reading Charts and Technical Analysis Basics',
    lessons: [
      'Line, bar and candlestick charts',
      'Timeframes and trends',
      'Support and resistance',
      'Moving averages and your first indicators',
    ],
  },
  {
    title: 'Risk Management and Trading Psychology',
    lessons: [
      'Risking only 1-2% of your capital per trade',
      'Stop-loss and take-profit orders',
      'Risk-reward: why we look for at least 1:2',
      'Leverage and margin, and how they magnify losses',
      'Fear, greed and keeping a trading journal',
    ],
  },
  {
    title: 'Trading Platforms and Your First Trades',
    lessons: [
      'Setting up MetaTrader and cTrader',
      'Market and pending orders',
      'Opening a demo account with 10,000 in virtual capital',
      'Building a simple trading plan',
    ],
  },
];

/** How many lessons the course has (each is a page: the content test holds the lesson files to this list). */
const lessonCount = modules.reduce((sum, module) => sum + module.lessons.length, 0);

/** The first lesson, where "Start the course" leads. */
export const beginnerFirstLessonPath = beginnerLessonPath('introduction-to-trading', 'trading-vs-investing');

/**
 * The beginner course, in four modules; its study time is the lessons' own times added up, stated by the page
 * from the lessons (lessons.server.ts). Its copy says only what the site does: lessons to read (free,
 * without an account), quizzes and a certificate of course completion; no video.
 */
export const beginnerCourse: LevelCourse = {
  level: 'beginner',
  path: '/education/beginner',
  lead: 'New to trading? This course takes you from the very basics to placing your first trades on a demo account, with risk management built in from day one. No previous experience needed.',
  highlights: [
    {
      title: `${lessonCount} lessons`,
      text: 'Self-paced, in 4 modules, from how markets work to your first demo trades: written lessons, worked examples, check questions and quizzes.',
    },
    { title: 'Free to read', text: 'Every lesson is open to anyone, without an account.' },
    { title: 'Certificate', text: certificateRule },
  ],
  modules,
  sections: [
    {
      id: 'what-you-get',
      heading: 'What the course includes',
      paragraphs: [],
      points: [],
      bullets: [
        `${lessonCount} written lessons in ${modules.length} modules, each with a worked example and check questions: free to read, no account needed`,
        'Diagrams where a picture explains better than words',
        'A quiz at the end of each module and a final test, marked on the site, with an explanation for every answer; retake them as often as you like',
        `With a free account: your progress saved lesson by lesson, and the quizzes. ${certificateRule}`,
        'Not included: video lessons or one-to-one tutoring. Our free webinars are the place for live questions.',
      ],
      ordered: false,
    },
    {
      id: 'key-skills',
      heading: 'Key skills you will learn',
      paragraphs: [],
      points: [],
      bullets: [
        'Read price charts and identify trends, support and resistance',
        'Understand pips, lots, spreads, leverage and margin',
        'Size every position so that you risk only 1-2% of your capital',
        'Place market and pending orders with a stop-loss and take-profit',
        'Write a basic trading plan and keep a trading journal',
      ],
      ordered: false,
    },
    {
      id: 'after-the-course',
      heading: 'After the course',
      paragraphs: [
        'We recommend practising on a demo account for 3-6 months, starting with 10,000 in virtual capital, before trading real money. When you are trading your plan consistently, move on to the Intermediate course.',
      ],
      points: [],
      bullets: [],
      ordered: false,
    },
  ],
  callsToAction: [
    { label: 'Start the course', href: beginnerFirstLessonPath },
    // Enrolling is signing up: a free account saves progress and takes the quizzes.
    { label: 'Sign up free', href: signUpPath, hint: 'to save your progress and take the quizzes' },
    { label: 'Next: Intermediate Course', href: '/education/intermediate' },
    { label: 'Join a Free Webinar', href: '/services/webinar' },
  ],
};
