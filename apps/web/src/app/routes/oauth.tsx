import { PageHeader } from '../../components/page-header';
import { Card, CardContent, CardDescription } from '../../components/ui/card';

/** "/oauth" (spec 000 §2 OAuth management). */
export function OAuthRoute() {
  return (
    <>
      <PageHeader
        title="OAuth Management"
        description="Connect external services to your organization securely through OAuth."
      />
      <Card>
        <CardContent>
          <CardDescription>Providers and their connections will appear here.</CardDescription>
        </CardContent>
      </Card>
    </>
  );
}
