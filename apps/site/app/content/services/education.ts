import type { ServicesEducation } from './services.schema';

export type { LevelCard } from './services.schema';

/** The education service, with static level cards whose links go to '#' (as on the original site). */
export const servicesEducation: ServicesEducation = {
  intro:
    'Our education service teaches trading as a skill: how markets work, how to analyse them and, above all, how to manage risk. Courses build on each other from beginner to advanced.',
  levelHref: '#',
  levels: [
    {
      title: 'Beginner Course',
      level: 'Beginner',
      summary: 'For new traders: how markets work, placing orders and the basics of protecting your capital.',
      facts: ['4 modules', 'Free lessons, quizzes and a completion certificate'],
      topics: [
        'Market basics and terminology',
        'Reading a price chart',
        'Risk management foundations',
        'Using a trading platform',
      ],
      linkLabel: 'Beginner Course Details',
    },
    {
      title: 'Intermediate Course',
      level: 'Intermediate',
      summary: 'For traders with the basics and 3-6 months of demo trading: deeper analysis and building a strategy.',
      facts: ['4 modules planned', 'Prerequisite: Beginner course', 'Lessons coming'],
      topics: [
        'Technical analysis in depth',
        'Fundamental analysis',
        'Building a trading strategy',
        'Trading psychology',
      ],
      linkLabel: 'Intermediate Course Details',
    },
    {
      title: 'Advanced Course',
      level: 'Advanced',
      summary: 'For experienced traders: advanced strategy and a tested capstone project.',
      facts: ['4 core modules planned', 'Capstone project', 'Lessons coming'],
      topics: [
        'Advanced strategy development',
        'Backtesting and optimisation',
        'Portfolio risk management',
        'Capstone project',
      ],
      linkLabel: 'Advanced Course Details',
    },
  ],
  approach: {
    id: 'approach',
    heading: 'How We Teach',
    paragraphs: [
      'Every course pairs short lessons with practice. You apply each idea on a demo account before moving on, so skills are tested without risking real money.',
    ],
    points: [
      { title: 'Step by step', text: 'Each level assumes only what the previous one taught.' },
      { title: 'Risk first', text: 'Position sizing and stop-losses are taught before any strategy.' },
      { title: 'Live support', text: 'Free webinars, with time for questions, complement the self-paced lessons.' },
    ],
    bullets: [],
    ordered: false,
  },
  closing: {
    heading: 'Find Your Course',
    text: 'Browse the full course catalogue, including market courses for forex, commodities, indices, stocks and crypto.',
    actions: [
      { label: 'Browse All Courses', href: '/education' },
      { label: 'Contact Us', href: '/contact' },
    ],
  },
};
