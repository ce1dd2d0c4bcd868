import { reviewData } from '~/features/review/review-data.server';
import type { CustomerDataPart } from '~/platform/customer-data/customer-data.server';
import { courseProgressData } from '~/features/courses/progress.server';
import { alertCustomerData } from '~/features/alerts/alert-customer-data.server';
import { quizCustomerData } from '~/features/courses/quiz-customer-data.server';

/**
 * Every feature's share of a customer's data: the account's export reads each part and the purge erases each
 * part. A feature that stores something about a customer adds its part here.
 */
export const customerDataParts: CustomerDataPart[] = [
  courseProgressData,
  alertCustomerData,
  quizCustomerData,
  reviewData,
];
