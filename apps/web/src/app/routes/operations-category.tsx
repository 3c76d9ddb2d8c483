import { findOperationsCategory } from '@steward/domain';
import { SearchX } from 'lucide-react';
import { createElement } from 'react';
import { Link, useParams } from 'react-router';
import { OPERATIONS_CATEGORY_ICONS } from '../../components/area-icons';
import { PageHeader } from '../../components/page-header';
import { StatusScreen } from '../../components/status-screen';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription } from '../../components/ui/card';

/** "/operations/{category}" (spec 000 §2 Category page). */
export function OperationsCategoryRoute() {
  const { category: slug = '' } = useParams();
  const category = findOperationsCategory(slug);

  if (!category) {
    return (
      <StatusScreen
        title="Category Not Found"
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

  return (
    <>
      <PageHeader
        title={category.title}
        description={category.description}
        icon={createElement(OPERATIONS_CATEGORY_ICONS[category.slug], { 'aria-hidden': true })}
      />
      <Card>
        <CardContent>
          <CardDescription>
            Documents, integration tools and quick actions for this area will appear here.
          </CardDescription>
        </CardContent>
      </Card>
    </>
  );
}
