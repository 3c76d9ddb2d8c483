import { FUNDRAISING_DEPARTMENT_SLUG, findDepartment, isAdmin } from '@steward/domain';
import { Lock, SearchX } from 'lucide-react';
import { createElement } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { DEPARTMENT_ICONS } from '../../components/area-icons';
import { PageHeader } from '../../components/page-header';
import { StatusScreen } from '../../components/status-screen';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription } from '../../components/ui/card';
import { useCurrentSession } from '../../features/auth/hooks/current-session';

/** "/department/{department}" (spec 000 §2 Department page; the fundraising area is admin-only). */
export function DepartmentRoute() {
  const { department: slug = '' } = useParams();
  const { role } = useCurrentSession();
  const navigate = useNavigate();
  const department = findDepartment(slug);

  if (!department) {
    return (
      <StatusScreen
        title="Department Not Found"
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

  if (department.slug === FUNDRAISING_DEPARTMENT_SLUG && !(role && isAdmin(role))) {
    return (
      <StatusScreen
        title="Access Restricted"
        tone="warning"
        icon={<Lock aria-hidden="true" />}
        action={<Button onClick={() => navigate('/')}>Return to Dashboard</Button>}
      >
        <p>
          You don't have access to the Fundraising &amp; Donor Management department. This area contains
          sensitive donor information and requires administrator privileges.
        </p>
      </StatusScreen>
    );
  }

  return (
    <>
      <PageHeader
        title={department.name}
        description={department.description}
        icon={createElement(DEPARTMENT_ICONS[department.slug], { 'aria-hidden': true })}
      />
      <Card>
        <CardContent>
          <CardDescription>
            Documents, team and quick actions for this department will appear here.
          </CardDescription>
        </CardContent>
      </Card>
    </>
  );
}
