import { Grid, ServiceCard } from '@upm/ui';
import { servicesOverview } from '~/content/services/overview';

/** The four services as cards (the home page's preview and the services overview show the same). */
export function ServicesGrid() {
  return (
    <Grid as="ul" minColumnWidth="md" gap="5">
      {servicesOverview.cards.map((card) => (
        <li key={card.href}>
          <ServiceCard
            title={card.title}
            description={card.description}
            highlights={card.highlights}
            href={card.href}
            linkLabel={card.linkLabel}
          />
        </li>
      ))}
    </Grid>
  );
}
