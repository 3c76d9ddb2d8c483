import {
  connectedMessage,
  findOAuthProvider,
  OAUTH_CALLBACK_FAILED,
  OAUTH_SUCCESS_REDIRECT_MS,
} from '@steward/domain';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOAuthCallback } from '../hooks/use-oauth-callback';

const REDIRECT_SECONDS = OAUTH_SUCCESS_REDIRECT_MS / 1000;

function Connecting({ providerId }: { providerId: string }) {
  const name = findOAuthProvider(providerId)?.name;
  return (
    <>
      <Spinner className="size-8" />
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Connecting...</h1>
      <p className="text-sm text-slate-600">
        {name ? `Completing your connection to ${name}.` : 'Completing your connection.'}
      </p>
    </>
  );
}

function Connected({ providerName }: { providerName: string }) {
  const navigate = useNavigate();

  // Spec 000 §9: back to the dashboard after 2000 ms. Replace, so Back does not return to a spent callback.
  useEffect(() => {
    const timer = setTimeout(() => void navigate('/', { replace: true }), OAUTH_SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <>
      <div className="flex size-12 items-center justify-center rounded-2xl bg-emerald-50 text-emerald-600">
        <CircleCheck aria-hidden="true" className="size-6" />
      </div>
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
        {connectedMessage(providerName)}
      </h1>
      <p className="text-sm text-slate-600">
        You will be taken to the dashboard in {REDIRECT_SECONDS} seconds.
      </p>
    </>
  );
}

function ConnectionFailed({ message }: { message: string }) {
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <div className="flex size-12 items-center justify-center rounded-2xl bg-red-50 text-red-600">
        <CircleAlert aria-hidden="true" className="size-6" />
      </div>
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Connection failed</h1>
      <p role="alert" className="text-sm break-words text-slate-700">
        {message}
      </p>
      <Button asChild className="w-full">
        <Link to="/" replace>
          Return to Dashboard
        </Link>
      </Button>
    </div>
  );
}

/** Spec 000 §2, §4 OAuth callback: loading, then success (and back to / after 2 s) or the error screen. */
export function OAuthCallbackStatus({ providerId }: { providerId: string }) {
  const callback = useOAuthCallback(providerId);
  useDocumentTitle(
    callback.isError ? 'Connection failed' : callback.isSuccess ? 'Connected' : 'Connecting...',
  );

  if (callback.isError) {
    return <ConnectionFailed message={errorMessage(callback.error, OAUTH_CALLBACK_FAILED)} />;
  }
  // One live region for both states, so the change to success is read out.
  return (
    <div role="status" aria-live="polite" className="flex flex-col items-center gap-4 text-center">
      {callback.isSuccess ? (
        <Connected providerName={callback.data.providerName} />
      ) : (
        <Connecting providerId={providerId} />
      )}
    </div>
  );
}
