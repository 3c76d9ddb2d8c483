import { LOGO_MAX_BYTES, MEGABYTE } from '@steward/domain';
import { ImageUp } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { ChangeLogoForm } from './change-logo-form';

interface ChangeLogoDialogProps {
  organizationName: string;
  hasLogo: boolean;
}

/** Spec 000 §2 Shell: admins upload the organisation's logo (an SVG under 1MB) or remove it. */
export function ChangeLogoDialog({ organizationName, hasLogo }: ChangeLogoDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label="Change logo" title="Change logo">
          <ImageUp aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Change logo"
        description={`An SVG file under ${LOGO_MAX_BYTES / MEGABYTE}MB. It replaces the product name in the top bar for everyone in ${organizationName}.`}
      >
        <ChangeLogoForm hasLogo={hasLogo} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
