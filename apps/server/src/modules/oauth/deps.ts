import type { OAuthProviderOverrides } from '@/config';
import type { Db } from '@/db/client';
import type { SecretBox } from '@/platform/secret-box';

/** What the OAuth services need: the database, the box that seals secrets, the endpoint overrides. */
export interface OAuthDeps {
  db: Db;
  box: SecretBox;
  overrides: OAuthProviderOverrides;
}
