import { can, PRODUCT_NAME } from '@steward/domain';
import { Link } from 'react-router';
import { focusRing } from '@/components/ui/button';
import { UserMenu } from '@/features/auth/components/user-menu';
import { ChangeLogoDialog } from '@/features/branding/components/change-logo-dialog';
import { OrganizationLogo } from '@/features/branding/components/organization-logo';
import { VersionBadges } from '@/features/system/components/version-badges';
import { cn } from '@/lib/cn';
import { useCurrentSession } from '@/lib/session/current-session';
import { MobileNavigation } from './mobile-navigation';

/** The top bar: menu (mobile), the organisation's logo or the product name, version, and the signed-in user. */
export function Header() {
  const { organization, role } = useCurrentSession();
  const logoUpdatedAt = organization?.logoUpdatedAt ?? null;

  return (
    <header className="flex h-14 shrink-0 items-center justify-between gap-2 border-b border-slate-200 bg-white px-2 sm:px-4 print:hidden">
      <div className="flex min-w-0 items-center gap-2">
        <MobileNavigation />
        <Link
          to="/"
          className={cn(
            'shrink-0 rounded-md px-1 text-lg font-bold tracking-tight text-indigo-700',
            focusRing,
          )}
        >
          {organization && logoUpdatedAt ? (
            <OrganizationLogo
              organizationName={organization.name}
              logoUpdatedAt={logoUpdatedAt}
              fallback={PRODUCT_NAME}
            />
          ) : (
            PRODUCT_NAME
          )}
        </Link>
        {organization && can(role, 'organization.logo') ? (
          <ChangeLogoDialog organizationName={organization.name} hasLogo={logoUpdatedAt !== null} />
        ) : null}
        {/* Phones: the slide-over menu shows the version, leaving the top bar room for a logo. */}
        <span className="hidden sm:contents">
          <VersionBadges />
        </span>
      </div>
      <UserMenu />
    </header>
  );
}
