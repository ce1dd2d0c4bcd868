import { z } from 'zod';
import { pointSchema } from './schemas';

/*
 * Who we are: mission, vision, values and the headline numbers (spec §2, Home "who-we-are").
 * Shared by the home page and the about page so both always say the same thing.
 */

const text = z.string().trim().min(1);

/** A headline number: the figure as the spec gives it and what it counts. */
export const statSchema = z.object({ value: text, label: text });
export type Stat = z.infer<typeof statSchema>;

const companySchema = z.object({
  mission: text,
  vision: text,
  values: z.array(pointSchema).min(3),
  stats: z.array(statSchema).length(4),
});

/** Mission, vision, values and stats, validated at import. */
export const company = companySchema.parse({
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
  // Spec §2: 10+ years, 5000+ active traders, 50+ markets, 24/7 coverage.
  stats: [
    { value: '10+', label: 'Years of Experience' },
    { value: '5000+', label: 'Active Traders' },
    { value: '50+', label: 'Markets' },
    { value: '24/7', label: 'Coverage' },
  ],
});
