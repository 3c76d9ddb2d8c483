ALTER TABLE "donor_years" DROP CONSTRAINT "donor_years_organization_id_organizations_id_fk";
