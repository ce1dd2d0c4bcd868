import { companyIdentity } from '~/platform/company';
import type { Company } from './company.schema';

export type { Stat } from './company.schema';

/*
 * Who we are: mission, vision, values and the headline numbers (the home page's "who-we-are").
 * Shared by the home page and the about page so both always say the same thing.
 */

/** Mission, vision, values and stats. */
export const company: Company = {
  mission:
    'To give retail traders free, clearly explained trading signals and structured education, so every trade they place has a plan: a reason to enter, a stop-loss and a target.',
  vision:
    'A community of traders who understand the markets they trade, manage risk before chasing returns and make their own informed decisions.',
  values: [
    {
      title: 'Transparency',
      text: 'Every signal shows its entry, stop-loss and take-profit levels, and we say plainly that trades can and do lose.',
    },
    {
      title: 'Education first',
      text: 'We explain the reasoning behind our analysis so you learn the method, not just the trade.',
    },
    {
      title: 'Risk awareness',
      text: 'Position sizing, stop-losses and practice on a demo account come before any live trade.',
    },
    {
      title: 'Independence',
      text: 'You stay in control: our signals and courses are information to weigh, never instructions to follow blindly.',
    },
  ],
  // The original site's figures: 10+ years, 5000+ active traders, 50+ markets. Its "24/7 coverage" contradicted the support hours,
  // so the fourth figure is the hours a person answers, from the configuration.
  stats: [
    { value: '10+', label: 'Years of Experience' },
    { value: '5000+', label: 'Active Traders' },
    { value: '50+', label: 'Markets' },
    { value: 'Support', label: companyIdentity.supportHours },
  ],
  statsSource:
    'Years, traders and markets as reported by UPM Trading from its own records; they are not independently audited.',
};
