import type { ReactNode } from 'react';
import { Card, CardDescription, CardTitle } from './ui/card';

interface SectionCardProps {
  title: string;
  description?: ReactNode;
  /** A count or controls beside the title. */
  aside?: ReactNode;
  children: ReactNode;
}

/** A titled card for one part of a page (members, invitations, activity); the body runs edge to edge. */
export function SectionCard({ title, description, aside, children }: SectionCardProps) {
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-wrap items-start justify-between gap-2 border-b border-slate-200 px-4 py-4 sm:px-5">
        <div className="flex min-w-0 flex-col gap-0.5">
          <CardTitle>{title}</CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </div>
        {aside}
      </div>
      {children}
    </Card>
  );
}
