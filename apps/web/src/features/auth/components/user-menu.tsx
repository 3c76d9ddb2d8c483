import { displayName, roleLabel } from '@steward/domain';
import { LogOut, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useCurrentSession } from '@/lib/session/current-session';
import { useSignOut } from '../api/sign-out';

/** The top bar's right side: who is signed in, their role, their sign-in settings, and Sign out. */
export function UserMenu() {
  const { user, role } = useCurrentSession();
  const signOut = useSignOut();

  return (
    <div className="flex min-w-0 items-center gap-2 sm:gap-3">
      <span
        className="hidden max-w-[14rem] truncate text-sm font-medium text-slate-700 sm:block"
        title={user.email}
      >
        {displayName(user)}
      </span>
      {role ? (
        <Badge tone={role === 'user' ? 'neutral' : 'accent'} className="shrink-0">
          {roleLabel(role)}
        </Badge>
      ) : null}
      {/* On a phone the navigation menu carries it: the top bar has no room beside the role. */}
      <Button asChild variant="ghost" size="sm" className="shrink-0 px-2 max-sm:hidden sm:px-3">
        <Link to="/account/security">
          <ShieldCheck aria-hidden="true" />
          <span className="sr-only lg:not-sr-only">Sign-in and security</span>
        </Link>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        disabled={signOut.isPending}
        onClick={() => signOut.mutate(undefined, { onError: (error) => toast.error(errorMessage(error)) })}
        className="shrink-0 px-2 sm:px-3"
      >
        <LogOut aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">Sign out</span>
      </Button>
    </div>
  );
}
