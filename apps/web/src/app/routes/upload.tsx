import { PageHeader } from '../../components/page-header';
import { Card, CardContent, CardDescription } from '../../components/ui/card';

/** "/upload" (spec 000 §2 Upload). */
export function UploadRoute() {
  return (
    <>
      <PageHeader
        title="Upload Documents"
        description="Add files with a category, an optional expiry date, tags and a description."
      />
      <Card>
        <CardContent>
          <CardDescription>The upload form will appear here.</CardDescription>
        </CardContent>
      </Card>
    </>
  );
}
