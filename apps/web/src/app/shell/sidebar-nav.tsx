import {
  canAccessFundraising,
  DEPARTMENTS,
  FUNDRAISING_DEPARTMENT_SLUG,
  OPERATIONS_CATEGORIES,
  type Role,
} from '@steward/domain';
import {
  Briefcase,
  Building2,
  ChevronDown,
  FileText,
  HandCoins,
  KeyRound,
  LayoutDashboard,
  Lock,
  type LucideIcon,
  ShieldCheck,
  Upload,
  UserCog,
} from 'lucide-react';
import { useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { DEPARTMENT_ICONS, OPERATIONS_CATEGORY_ICONS } from '@/components/area-icons';
import { focusRing } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { GIVING_PATH } from '@/lib/giving/fundraising-paths';
import { useCurrentSession } from '@/lib/session/current-session';

interface NavEntry {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Listed for everyone, but only admins may open it: marked with a lock and "Admins only". */
  adminsOnly?: boolean;
}

/**
 * Every department; fundraising is marked for those who would meet "Access Restricted" (spec 001
 * §2), and left out for a counter, whose way into giving is Giving's open batches.
 */
function departmentEntries(role: Role | null, counter: boolean): NavEntry[] {
  return DEPARTMENTS.map((department) => ({
    to: `/department/${department.slug}`,
    label: department.name,
    icon: DEPARTMENT_ICONS[department.slug],
    adminsOnly: department.slug === FUNDRAISING_DEPARTMENT_SLUG && !canAccessFundraising(role),
  })).filter((entry) => !(counter && entry.adminsOnly));
}

const OPERATIONS_ENTRIES: NavEntry[] = OPERATIONS_CATEGORIES.map((category) => ({
  to: `/operations/${category.slug}`,
  label: category.title,
  icon: OPERATIONS_CATEGORY_ICONS[category.slug],
}));

const itemBase = cn(
  'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
  focusRing,
);
const itemIdle = 'text-slate-600 hover:bg-slate-100 hover:text-slate-900';
const itemActive = 'bg-indigo-50 text-indigo-700';

interface NavItemProps extends NavEntry {
  end?: boolean;
  collapsed: boolean;
  nested?: boolean;
  onNavigate?: () => void;
}

function NavItem({ to, label, icon: Icon, adminsOnly, end, collapsed, nested, onNavigate }: NavItemProps) {
  const hintId = useId();
  return (
    <>
      <NavLink
        to={to}
        end={end}
        onClick={onNavigate}
        aria-describedby={adminsOnly ? hintId : undefined}
        // Names can be truncated (expanded) or hidden (collapsed): the tooltip shows them in full.
        title={collapsed || nested ? (adminsOnly ? `${label} (Admins only)` : label) : undefined}
        className={({ isActive }) =>
          cn(
            itemBase,
            isActive ? itemActive : itemIdle,
            collapsed && 'justify-center px-0',
            nested && 'py-1.5 pl-9 text-[13px]',
          )
        }
      >
        <Icon aria-hidden="true" className={cn('shrink-0', nested ? 'size-4' : 'size-[18px]')} />
        <span className={collapsed ? 'sr-only' : 'truncate'}>{label}</span>
        {adminsOnly && !collapsed ? (
          <Lock aria-hidden="true" className="ml-auto size-3.5 shrink-0 text-slate-400" />
        ) : null}
      </NavLink>
      {adminsOnly ? (
        <span id={hintId} hidden>
          Admins only
        </span>
      ) : null}
    </>
  );
}

interface NavGroupProps {
  label: string;
  icon: LucideIcon;
  /** Paths under this prefix belong to the group: it opens when the user lands on one. */
  pathPrefix: string;
  entries: NavEntry[];
  /** The group's own page, if it has one (Operations Center). */
  to?: string;
  collapsed: boolean;
  onExpandSidebar?: () => void;
  onNavigate?: () => void;
}

function NavGroup({
  label,
  icon: Icon,
  pathPrefix,
  entries,
  to,
  collapsed,
  onExpandSidebar,
  onNavigate,
}: NavGroupProps) {
  const { pathname } = useLocation();
  const inGroup = pathname.startsWith(pathPrefix);
  const [open, setOpen] = useState(inGroup);
  const [wasInGroup, setWasInGroup] = useState(inGroup);
  const listId = useId();

  // Arriving on one of the group's pages (from the dashboard, say) opens the group.
  if (inGroup !== wasInGroup) {
    setWasInGroup(inGroup);
    if (inGroup) setOpen(true);
  }

  if (collapsed) {
    if (to) return <NavItem to={to} label={label} icon={Icon} collapsed onNavigate={onNavigate} />;
    return (
      <button
        type="button"
        title={label}
        onClick={() => {
          setOpen(true);
          onExpandSidebar?.();
        }}
        className={cn(itemBase, 'justify-center px-0', inGroup ? itemActive : itemIdle)}
      >
        <Icon aria-hidden="true" className="size-[18px] shrink-0" />
        <span className="sr-only">{label}</span>
      </button>
    );
  }

  const chevron = (
    <ChevronDown
      aria-hidden="true"
      className={cn('size-4 shrink-0 transition-transform', open ? 'rotate-0' : '-rotate-90')}
    />
  );

  return (
    <>
      {to ? (
        <div className="flex items-center gap-1">
          <div className="min-w-0 flex-1">
            <NavItem to={to} end label={label} icon={Icon} collapsed={false} onNavigate={onNavigate} />
          </div>
          <button
            type="button"
            aria-label={`${label} categories`}
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((value) => !value)}
            className={cn('flex size-9 shrink-0 items-center justify-center rounded-lg', itemIdle, focusRing)}
          >
            {chevron}
          </button>
        </div>
      ) : (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
          className={cn(itemBase, inGroup && !open ? itemActive : itemIdle)}
        >
          <Icon aria-hidden="true" className="size-[18px] shrink-0" />
          <span className="flex-1 truncate text-left">{label}</span>
          {chevron}
        </button>
      )}
      <ul id={listId} hidden={!open} className="mt-1 flex flex-col gap-0.5">
        {entries.map((entry) => (
          <li key={entry.to}>
            <NavItem {...entry} collapsed={false} nested onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </>
  );
}

interface SidebarNavProps {
  id?: string;
  /** Icons only, names kept for assistive technology and as tooltips. */
  collapsed?: boolean;
  onExpandSidebar?: () => void;
  /** Called after any link is followed (the mobile menu closes itself). */
  onNavigate?: () => void;
  /**
   * Also the member's own "Sign-in and security": on a phone the top bar has no room for it beside
   * the role and Sign out, so the menu carries it.
   */
  withAccount?: boolean;
}

/** The app's main navigation (spec 000 §2 Shell, Sidebar). */
export function SidebarNav({
  id,
  collapsed = false,
  onExpandSidebar,
  onNavigate,
  withAccount = false,
}: SidebarNavProps) {
  const { role, isCounter } = useCurrentSession();
  // A counter (a user marked to count the plate) is shown no link to a page only admins may open.
  const counter = isCounter && !canAccessFundraising(role);
  const adminHeadingId = useId();
  const accountHeadingId = useId();
  const shared = { collapsed, onNavigate };

  return (
    <nav id={id} aria-label="Main navigation" className="flex flex-col gap-4 p-3">
      <ul className="flex flex-col gap-1">
        <li>
          <NavItem to="/" end label="Dashboard" icon={LayoutDashboard} {...shared} />
        </li>
        <li>
          <NavItem to="/documents" label="Document Center" icon={FileText} {...shared} />
        </li>
        <li>
          <NavItem to="/upload" label="Upload" icon={Upload} {...shared} />
        </li>
        {/* Donors, batches, statements and imports one click away, for those who may see donor data (spec 001 §6);
            a counter's Giving holds the open batches alone. */}
        {canAccessFundraising(role) || isCounter ? (
          <li>
            <NavItem to={GIVING_PATH} label="Giving" icon={HandCoins} {...shared} />
          </li>
        ) : null}
        <li>
          <NavGroup
            label="Business Departments"
            icon={Building2}
            pathPrefix="/department/"
            entries={departmentEntries(role, counter)}
            onExpandSidebar={onExpandSidebar}
            {...shared}
          />
        </li>
        <li>
          <NavGroup
            label="Operations Center"
            icon={Briefcase}
            to="/operations"
            pathPrefix="/operations/"
            entries={OPERATIONS_ENTRIES}
            onExpandSidebar={onExpandSidebar}
            {...shared}
          />
        </li>
      </ul>

      {role !== null ? (
        <div className="flex flex-col gap-1">
          <h2
            id={adminHeadingId}
            className={cn(
              'px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase',
              collapsed && 'sr-only',
            )}
          >
            Admin
          </h2>
          {collapsed ? <div className="mx-2 mb-1 border-t border-slate-200" /> : null}
          <ul aria-labelledby={adminHeadingId} className="flex flex-col gap-1">
            {counter ? null : (
              <li>
                <NavItem to="/users" label="Users" icon={UserCog} {...shared} />
              </li>
            )}
            <li>
              <NavItem to="/oauth" label="OAuth" icon={KeyRound} {...shared} />
            </li>
          </ul>
        </div>
      ) : null}

      {withAccount ? (
        <div className="flex flex-col gap-1">
          <h2
            id={accountHeadingId}
            className="px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase"
          >
            Account
          </h2>
          <ul aria-labelledby={accountHeadingId} className="flex flex-col gap-1">
            <li>
              <NavItem to="/account/security" label="Sign-in and security" icon={ShieldCheck} {...shared} />
            </li>
          </ul>
        </div>
      ) : null}
    </nav>
  );
}
