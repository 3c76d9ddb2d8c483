import type { IntegrationCard as Card } from '@steward/domain';
import { CardTitle } from '@/components/ui/card';
import { IntegrationCard } from './integration-card';

/**
 * Spec 000 §2 Category page: the grid titled "Integration Tools & OAuth Connections" (every category
 * has built-in tools, so it is never empty).
 */
export function IntegrationGrid({ cards }: { cards: Card[] }) {
  return (
    <section aria-labelledby="integration-tools" className="flex flex-col gap-3">
      <CardTitle id="integration-tools">Integration Tools &amp; OAuth Connections</CardTitle>
      <ul className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
        {cards.map((card) => (
          <li key={card.key}>
            <IntegrationCard card={card} />
          </li>
        ))}
      </ul>
    </section>
  );
}
