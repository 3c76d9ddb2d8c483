import { useState } from 'react';
import { logoUrl } from '../logo-rules';

interface OrganizationLogoProps {
  organizationName: string;
  logoUpdatedAt: string;
  /** Shown if the logo cannot be loaded. */
  fallback: string;
}

/** The organisation's custom logo, at most as tall as the top bar's text (spec 000 §2 Shell). */
export function OrganizationLogo({ organizationName, logoUpdatedAt, fallback }: OrganizationLogoProps) {
  const src = logoUrl(logoUpdatedAt);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) return <>{fallback}</>;
  return (
    <img
      src={src}
      alt={`${organizationName} logo`}
      className="block h-8 w-auto max-w-full object-contain sm:max-w-48"
      onError={() => setFailedSrc(src)}
    />
  );
}
