import { DEPARTMENT_NOT_FOUND } from '@steward/domain';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { StatusScreen } from '@/components/status-screen';
import { Button } from '@/components/ui/button';

/** Spec 000 §2: an unknown /department/{department}. */
export function DepartmentNotFound() {
  return (
    <StatusScreen
      title={DEPARTMENT_NOT_FOUND}
      icon={<SearchX aria-hidden="true" />}
      action={
        <Button asChild variant="secondary">
          <Link to="/">Back to Dashboard</Link>
        </Button>
      }
    >
      <p>The department you are looking for does not exist.</p>
    </StatusScreen>
  );
}
