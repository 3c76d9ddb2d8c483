import { useAppInfo } from '@/lib/app-info';

/**
 * Whether the server has a mail server (SMTP_URL): without one every email is kept in the outbox
 * and none is sent. Undefined until the server said, when nothing is claimed either way.
 */
export function useEmailSetUp(): boolean | undefined {
  return useAppInfo().data?.services.email;
}
