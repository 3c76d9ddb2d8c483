/** The statements module's public surface: the organisation's statement settings, which a batch's printed report and deposit slip head with. */
export { findSettings, organizationForStatements } from '../queries/statements';
