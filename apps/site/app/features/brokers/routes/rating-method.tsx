import { ratingMethodPath } from '~/features/brokers/broker-paths';
import { RatingMethodPage } from '~/features/brokers/components/RatingMethodPage';
import { sitePages } from '~/content/page-books/site';
import { pageMeta } from '~/platform/seo/seo';

// No loader: the method is code (weights, tiers, list rules), the same for every data version, so the page is
// prerendered at build and changes only with a release.
export const meta = () => pageMeta(sitePages, ratingMethodPath);

export default function BrokersRatingMethod() {
  return <RatingMethodPage h1={sitePages.page(ratingMethodPath).h1} />;
}
