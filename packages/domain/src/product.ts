import { LIMITS } from './limits';

/** Spec 000 §9: the version label and the environment label of demo mode. */
export const PRODUCT_NAME = 'Steward';
export const APP_VERSION = '2.1.0';
export const DEMO_ENVIRONMENT_LABEL = 'demo';
export const DEMO_BANNER_TEXT = 'Portfolio Demo Mode';

/** Spec 000 §5: minimum password length. */
export const MIN_PASSWORD_LENGTH = LIMITS.account.passwordMin;

/** Spec 000 §9: how long "Copied!" shows after copying a link. */
export const COPY_CONFIRMATION_MS = 2000;
