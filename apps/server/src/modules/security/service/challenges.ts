/**
 * The single-use challenges of sign-in steps that live outside this module (single sign-on keeps
 * its state, nonce and PKCE verifier here), so every such row has one owner and one expiry sweep.
 */
export { insertChallenge as storeChallenge, takeChallenge } from '../queries/challenges';
