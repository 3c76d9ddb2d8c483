import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/use-document-title';

const TONES = {
  neutral: 'bg-slate-100 text-slate-600',
  accent: 'bg-indigo-50 text-indigo-600',
  warning: 'bg-amber-50 text-amber-600',
  danger: 'bg-red-50 text-red-600',
} as const;

interface StatusScreenProps {
  title: string;
  icon: ReactNode;
  tone?: keyof typeof TONES;
  children?: ReactNode;
  /** Usually one button or link-button. */
  action?: ReactNode;
}

/** A centred full-page message with its own <h1>: not found, access restricted, welcome. */
export function StatusScreen({ title, icon, tone = 'neutral', children, action }: StatusScreenProps) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-12 text-center sm:py-16">
      <div
        className={cn(
          'mb-5 flex size-14 items-center justify-center rounded-2xl [&_svg]:size-7',
          TONES[tone],
        )}
      >
        {icon}
      </div>
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
      {children ? <div className="mt-3 text-sm text-slate-600 sm:text-base">{children}</div> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
