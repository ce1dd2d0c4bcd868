import { Grid, ServiceCard, type ServiceCardProps } from '@upm/ui';
import { servicesOverview } from '~/content/services/overview';

/** Offer cards in a responsive list, one card an item; each title is unique on its page, so it keys the item. */
export function ServiceCardGrid({ cards }: { cards: readonly ServiceCardProps[] }) {
  return (
    <Grid as="ul" minColumnWidth="md" gap="5">
      {cards.map((card) => (
        <li key={card.title}>
          <ServiceCard {...card} />
        </li>
      ))}
    </Grid>
  );
}

/** The four services as cards (the home page's preview and the services overview show the same). */
export function ServicesGrid() {
  return <ServiceCardGrid cards={servicesOverview.cards} />;
}
