import type { OperationsOverview } from '@steward/domain';
import { Lock, ShieldCheck } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';

type AccessLevel = OperationsOverview['accessLevel'];

const ACCESS: Record<AccessLevel, { role: string; access: string; detail: string }> = {
  Admin: {
    role: 'Administrator',
    access: 'Full Access',
    detail:
      'You can edit integration contacts and the corporate status; the master admin also adds and edits integrations.',
  },
  User: {
    role: 'User',
    access: 'Restricted Access',
    detail:
      'You can use the documents, tools and contacts of every area; an admin keeps the contacts and corporate status up to date.',
  },
};

/** Spec 000 §2 Operations Center: the Access Management note with the role and the access it gives. */
export function AccessManagementNote({ accessLevel }: { accessLevel: AccessLevel | undefined }) {
  const access = accessLevel ? ACCESS[accessLevel] : undefined;
  const Icon = accessLevel === 'Admin' ? ShieldCheck : Lock;
  return (
    <section
      aria-labelledby="access-management"
      className="flex items-start gap-3 rounded-xl border border-indigo-100 bg-indigo-50/60 p-4 sm:p-5"
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-indigo-600" />
      <div className="flex min-w-0 flex-col gap-1 text-sm text-slate-700">
        <h2 id="access-management" className="font-semibold text-slate-900">
          Access Management
        </h2>
        {access ? (
          <>
            <p>
              Role: <strong className="font-semibold text-slate-900">{access.role}</strong>
              <span aria-hidden="true"> · </span>
              <span className="sr-only">, </span>
              Access: <strong className="font-semibold text-slate-900">{access.access}</strong>
            </p>
            <p className="text-slate-600">{access.detail}</p>
          </>
        ) : (
          <Skeleton className="h-4 w-56" />
        )}
      </div>
    </section>
  );
}
