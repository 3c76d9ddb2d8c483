import type { IntegrationCard } from '@steward/domain';
import { ExternalLink, Link2, Rocket, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

interface IntegrationLinksProps {
  card: IntegrationCard;
  /** Opens the Edit Integration modal; only given when the card says `can.edit`. */
  onConfigure?: () => void;
}

/**
 * Spec 000 §2 Integration card buttons. Connect (a tool with an OAuth provider, not yet connected) and,
 * for those tools, Configure without the right to edit, lead to OAuth management, where connections are
 * made. Launch (connected) or Open Platform open the tool's own site in a new tab. Configure opens the
 * Edit Integration modal for whoever may edit the card.
 */
export function IntegrationLinks({ card, onConfigure }: IntegrationLinksProps) {
  const hidden = <span className="sr-only"> {card.name}</span>;
  const oauth = card.oauthProvider !== null;
  return (
    <div className="flex flex-wrap gap-2">
      {oauth && card.connection !== 'connected' ? (
        <Button asChild size="sm">
          <Link to="/oauth">
            <Link2 aria-hidden="true" />
            Connect{hidden}
          </Link>
        </Button>
      ) : null}
      <Button asChild size="sm" variant={oauth && card.connection !== 'connected' ? 'secondary' : 'primary'}>
        <a href={card.url} target="_blank" rel="noopener noreferrer">
          {card.connection === 'connected' ? (
            <Rocket aria-hidden="true" />
          ) : (
            <ExternalLink aria-hidden="true" />
          )}
          {card.connection === 'connected' ? 'Launch (OAuth)' : 'Open Platform'}
          <span className="sr-only"> {card.name} (opens in a new tab)</span>
        </a>
      </Button>
      {onConfigure ? (
        <Button size="sm" variant="secondary" onClick={onConfigure}>
          <Settings aria-hidden="true" />
          Configure{hidden}
        </Button>
      ) : oauth ? (
        <Button asChild size="sm" variant="secondary">
          <Link to="/oauth">
            <Settings aria-hidden="true" />
            Configure{hidden}
          </Link>
        </Button>
      ) : null}
    </div>
  );
}
