/** The published rating method's address: linked from every rating, the directory and every best-for list. */
export const ratingMethodPath = '/ib-partners/rating-method';
