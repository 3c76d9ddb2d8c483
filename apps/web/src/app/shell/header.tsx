import { PRODUCT_NAME } from '@steward/domain';
import { Link } from 'react-router';
import { focusRing } from '../../components/ui/button';
import { UserMenu } from '../../features/auth/components/user-menu';
import { VersionBadges } from '../../features/system/components/version-badges';
import { cn } from '../../lib/cn';
import { MobileNavigation } from './mobile-navigation';

/** The top bar: menu (mobile), product name, version, and the signed-in user. */
export function Header() {
  return (
    <header className="flex h-14 shrink-0 items-center justify-between gap-2 border-b border-slate-200 bg-white px-2 sm:px-4">
      <div className="flex min-w-0 items-center gap-2">
        <MobileNavigation />
        <Link
          to="/"
          className={cn('rounded-md px-1 text-lg font-bold tracking-tight text-indigo-700', focusRing)}
        >
          {PRODUCT_NAME}
        </Link>
        <VersionBadges compact />
      </div>
      <UserMenu />
    </header>
  );
}
