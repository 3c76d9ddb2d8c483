import type { RegisterModule } from '@/platform/module';

/** Sign in with Google and with Microsoft (OpenID Connect). */
export const register: RegisterModule = async () => {};
