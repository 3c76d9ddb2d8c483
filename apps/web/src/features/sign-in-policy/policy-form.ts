import {
  type SecurityPolicy,
  type TwoFactorRequirement,
  type UpdateSecurityPolicyRequest,
  updateSecurityPolicyRequestSchema,
  widensRequirement,
} from '@steward/domain';

/** The policy as the form holds it: the allowed domains as typed. */
export interface PolicyFormValues {
  twoFactorRequiredFor: TwoFactorRequirement;
  /** Offered only while the rule chosen widens the saved one (the server reads it only then). */
  twoFactorGraceDays: number;
  ssoDomains: string;
  ssoOnly: boolean;
  ssoCountsAsSecondFactor: boolean;
}

/** The saved policy in the form; a grace period is chosen afresh each time a rule widens. */
export function policyFormValues(policy: SecurityPolicy): PolicyFormValues {
  return {
    twoFactorRequiredFor: policy.twoFactorRequiredFor,
    twoFactorGraceDays: 0,
    ssoDomains: policy.ssoDomains.join('\n'),
    ssoOnly: policy.ssoOnly,
    ssoCountsAsSecondFactor: policy.ssoCountsAsSecondFactor,
  };
}

/**
 * The domains typed, separated by commas, semicolons or new lines, each once. A leading "@" is
 * dropped, since people often write a domain as the end of an address ("@grace.org").
 */
export function splitDomains(text: string): string[] {
  const domains = text
    .split(/[,;\n]/)
    .map((part) => part.trim().replace(/^@/, ''))
    .filter((part) => part !== '');
  return [...new Map(domains.map((domain) => [domain.toLowerCase(), domain])).values()];
}

type Issue = { path: PropertyKey[]; message: string };
type Checked =
  | { success: true; data: UpdateSecurityPolicyRequest }
  | { success: false; error: { issues: Issue[] } };

/**
 * The form checked by the API's own schema before anything is sent; a refused domain is named in its
 * message, since one text field holds them all. Where this server offers no single sign-on, "only
 * with single sign-on" is sent off: the server refuses it, and it would lock members out. A grace
 * period is sent only with a rule that widens `saved`, the rule now in force; otherwise none.
 */
export function policyFormSchema(ssoAvailable: boolean, saved: TwoFactorRequirement) {
  return {
    safeParse(values: PolicyFormValues): Checked {
      const domains = splitDomains(values.ssoDomains);
      const parsed = updateSecurityPolicyRequestSchema.safeParse({
        ...values,
        twoFactorGraceDays: widensRequirement(saved, values.twoFactorRequiredFor)
          ? values.twoFactorGraceDays
          : 0,
        ssoDomains: domains,
        ssoOnly: ssoAvailable && values.ssoOnly,
      });
      if (parsed.success) return parsed;
      const issues = parsed.error.issues.map(({ path, message }): Issue => {
        const [field, index] = path;
        return field === 'ssoDomains' && typeof index === 'number'
          ? { path: [field], message: `"${domains[index]}": ${message}` }
          : { path, message };
      });
      return { success: false, error: { issues } };
    },
  };
}
