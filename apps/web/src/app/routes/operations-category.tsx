import {
  CATEGORY_NOT_FOUND,
  type Document,
  findOperationsCategory,
  type OperationsCategory,
} from '@steward/domain';
import { SearchX } from 'lucide-react';
import { createElement, useState } from 'react';
import { Link, useParams } from 'react-router';
import { OPERATIONS_CATEGORY_ICONS } from '@/components/area-icons';
import { PageHeader } from '@/components/page-header';
import { StatusScreen } from '@/components/status-screen';
import { ErrorMessage } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { CorporateStatusCard } from '@/features/corporate-status/components/corporate-status-card';
import { AreaDocumentsPanel } from '@/features/documents/components/area-documents/area-documents-panel';
import { EmailDocumentsDialog } from '@/features/email/components/email-documents-dialog';
import { AddIntegrationButton } from '@/features/integrations/components/add-integration-button';
import { IntegrationGrid } from '@/features/integrations/components/integration-grid';
import { useOperationsCategory } from '@/features/operations/api/get-operations-category';
import { CategoryStats } from '@/features/operations/components/category-stats';
import { QuickActions } from '@/features/operations/components/quick-actions';
import { errorMessage } from '@/lib/api-client';

function CategoryNotFound() {
  return (
    <StatusScreen
      title={CATEGORY_NOT_FOUND}
      icon={<SearchX aria-hidden="true" />}
      action={
        <Button asChild variant="secondary">
          <Link to="/operations">Back to Operations Center</Link>
        </Button>
      }
    >
      <p>The operations category you are looking for does not exist.</p>
    </StatusScreen>
  );
}

interface Emailing {
  documents: Document[];
  onSent?: () => void;
}

/**
 * Spec 000 §2 Category page, in the spec's order: header (Add Integration for the master admin), stat
 * tiles, the Corporate Status Dashboard on legal, documents, integration tools, quick actions.
 */
function CategoryPage({ category }: { category: OperationsCategory }) {
  const view = useOperationsCategory(category.slug);
  const [emailing, setEmailing] = useState<Emailing | null>(null);
  const data = view.data;

  return (
    <>
      <PageHeader
        title={category.title}
        description={category.description}
        icon={createElement(OPERATIONS_CATEGORY_ICONS[category.slug], { 'aria-hidden': true })}
        actions={
          data?.can.addIntegration ? (
            <AddIntegrationButton operationsCategory={category.slug} categoryTitle={category.title} />
          ) : null
        }
      />
      <div className="flex flex-col gap-6">
        {view.isError ? (
          <ErrorMessage>
            Error loading {category.title}: {errorMessage(view.error)}
          </ErrorMessage>
        ) : (
          <CategoryStats stats={data?.stats} />
        )}
        {category.slug === 'legal' ? <CorporateStatusCard /> : null}
        <AreaDocumentsPanel
          area={`operations/${category.slug}`}
          title={category.title}
          onEmail={(documents, onSent) => setEmailing({ documents, onSent })}
        />
        {data ? <IntegrationGrid cards={data.integrations} /> : view.isPending ? <LoadingState /> : null}
        <QuickActions />
      </div>
      <EmailDocumentsDialog
        documents={emailing?.documents ?? []}
        open={emailing !== null}
        onOpenChange={(open) => {
          if (!open) setEmailing(null);
        }}
        onSent={emailing?.onSent}
      />
    </>
  );
}

/** "/operations/{category}" (spec 000 §2 Category page); an unknown value shows CATEGORY_NOT_FOUND. */
export function OperationsCategoryRoute() {
  const { category: slug = '' } = useParams();
  const category = findOperationsCategory(slug);
  if (!category) return <CategoryNotFound />;
  return <CategoryPage key={category.slug} category={category} />;
}
