import { KeyRound } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface DemoAccountCardProps {
  email: string;
  password: string;
  onUse: () => void;
  disabled?: boolean;
}

/** Demo mode only: shows the sample sign-in and fills the form with it. */
export function DemoAccountCard({ email, password, onUse, disabled }: DemoAccountCardProps) {
  return (
    <section
      aria-labelledby="demo-account-title"
      className="rounded-xl border border-indigo-200 bg-indigo-50/70 p-4 text-sm"
    >
      <div className="flex items-center gap-2">
        <KeyRound aria-hidden="true" className="size-4 text-indigo-600" />
        <h2 id="demo-account-title" className="font-semibold text-indigo-900">
          Demo account
        </h2>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-indigo-900">
        <dt className="text-indigo-700">Email</dt>
        <dd className="font-mono break-all">{email}</dd>
        <dt className="text-indigo-700">Password</dt>
        <dd className="font-mono break-all">{password}</dd>
      </dl>
      <Button variant="secondary" size="sm" className="mt-3 w-full" onClick={onUse} disabled={disabled}>
        Use demo account
      </Button>
    </section>
  );
}
