import { PageHeader } from '../../components/page-header';
import { Card, CardContent, CardDescription } from '../../components/ui/card';

/** "/documents" (spec 000 §2 Documents). */
export function DocumentsRoute() {
  return (
    <>
      <PageHeader title="Documents" description="Search, filter and manage your organization's documents." />
      <Card>
        <CardContent>
          <CardDescription>Your document list will appear here.</CardDescription>
        </CardContent>
      </Card>
    </>
  );
}
