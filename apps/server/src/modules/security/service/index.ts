// The security module's public surface: what the other ways in (a password in accounts, single
// sign-on, an accepted invitation) and the modules that hand over a session may use of it, and
// nothing else (scripts/import-graph.ts refuses an import of a file behind it). Security imports
// none of them, so the sign-in areas stay layered: each way in proves a first factor and ends in
// afterFirstFactor.
export { storeChallenge, takeChallenge } from './challenges';
export { recordSecurityChange } from './notices';
export { refuseIfSsoOnly } from './policy';
export { toSessionResponse } from './session-response';
export { afterFirstFactor, type SignInOutcome } from './sign-in-steps';
