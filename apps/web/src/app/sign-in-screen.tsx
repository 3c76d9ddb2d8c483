import { StandalonePage } from '@/components/standalone-page';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { DemoBanner } from '@/features/system/components/demo-banner';
import { VersionBadges } from '@/features/system/components/version-badges';
import { useAppInfo } from '@/lib/app-info';

/** Shown instead of the shell while nobody is signed in. */
export function SignInScreen() {
  const { data: appInfo } = useAppInfo();
  const demoMode = appInfo?.demoMode ?? false;

  return (
    <StandalonePage banner={demoMode ? <DemoBanner /> : null}>
      <div className="mb-4 flex justify-center">
        <VersionBadges />
      </div>
      <SignInForm
        demoCredentials={demoMode ? appInfo?.demoCredentials : null}
        ssoProviders={appInfo?.ssoProviders}
      />
    </StandalonePage>
  );
}
