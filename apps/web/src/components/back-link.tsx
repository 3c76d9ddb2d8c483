import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** "Back to ..." above a page's header, leading to the page it was opened from. */
export function BackLink({
  to,
  children,
  className,
}: {
  to: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('-ml-2 mb-3', className)}>
      <Button asChild variant="ghost" size="sm">
        <Link to={to}>
          <ArrowLeft aria-hidden="true" />
          {children}
        </Link>
      </Button>
    </div>
  );
}
