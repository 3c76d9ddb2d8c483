import type { IntegrationCard as Card } from '@steward/domain';
import { Info } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { ConnectionBadge } from './connection-badge';
import { EditIntegrationDialog } from './edit-integration-dialog';
import { IntegrationAdminActions } from './integration-admin-actions';
import { IntegrationLinks } from './integration-links';
import { PrimaryContact } from './primary-contact';

/**
 * Spec 000 §2 Integration card: name, category and connection badges, description, optional note, the
 * Connect / Open Platform / Configure buttons and the Primary Contact block; edit controls as `can` allows.
 */
export function IntegrationCard({ card }: { card: Card }) {
  const [editing, setEditing] = useState(false);
  const headingId = useId();
  const edit = card.can.edit ? () => setEditing(true) : undefined;

  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1.5">
          <h3 id={headingId} className="font-semibold wrap-anywhere text-slate-900">
            {card.name}
          </h3>
          <div className="flex flex-wrap gap-1.5">
            <Badge>{card.category}</Badge>
            <ConnectionBadge connection={card.connection} />
          </div>
        </div>
        {card.can.edit || card.can.reset || card.can.remove ? (
          <IntegrationAdminActions card={card} onEdit={() => setEditing(true)} />
        ) : null}
      </div>
      <p className="text-sm text-slate-600">{card.description}</p>
      {card.note ? (
        <p className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-2.5 text-xs text-amber-900">
          <Info aria-hidden="true" className="mt-px size-3.5 shrink-0" />
          <span>{card.note}</span>
        </p>
      ) : null}
      <div className="mt-auto flex flex-col gap-3 pt-1">
        <IntegrationLinks card={card} onConfigure={edit} />
        <PrimaryContact card={card} />
      </div>
      {card.can.edit ? <EditIntegrationDialog card={card} open={editing} onOpenChange={setEditing} /> : null}
    </article>
  );
}
