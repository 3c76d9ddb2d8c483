/**
 * A labelled set for findExpiryDate: the text of realistic documents, the way text extraction
 * (PDF, DOCX, OCR) gives it, each with the expiry date a person filing it would enter, or null when
 * the document has none. It was written before the rules, as a held-out set, and the rules were not
 * fitted to single samples afterwards; expiry.test.ts measures precision and recall over it.
 *
 * Labelling conventions: a period ("from ... to ...") expires on its end date; a certificate of
 * insurance listing several policies expires when the first of them does; a month and year
 * ("EXP 04/27") expires on that month's last day; a duration with a start date ("valid for 2 years")
 * is labelled with the computed date even though the rules may not compute it; documents that only
 * mention another document's expiry (minutes, invoices) have none.
 */

export const EXPIRY_SAMPLE_KINDS = [
  'insurance',
  'lease',
  'licence',
  'background-check',
  'vehicle',
  'service-contract',
  'first-aid',
  'fire-inspection',
  'charity-registration',
  'minutes',
  'letter',
  'newsletter',
  'invoice',
  'receipt',
  'policy',
  'form',
] as const;

export type ExpirySampleKind = (typeof EXPIRY_SAMPLE_KINDS)[number];

export interface ExpirySample {
  name: string;
  kind: ExpirySampleKind;
  text: string;
  /** 'YYYY-MM-DD', or null when the document has no expiry. */
  expected: string | null;
}

/** The day the samples are read on, for options.today. */
export const EXPIRY_SAMPLES_TODAY = '2026-06-01';

export const EXPIRY_SAMPLES: readonly ExpirySample[] = [
  // Insurance certificates and policies
  {
    name: 'ACORD 25 certificate, table cells on their own lines',
    kind: 'insurance',
    expected: '2027-04-01',
    text: `ACORD
CERTIFICATE OF LIABILITY INSURANCE
DATE (MM/DD/YYYY)
04/02/2026
THIS CERTIFICATE IS ISSUED AS A MATTER OF INFORMATION ONLY AND CONFERS NO RIGHTS UPON THE CERTIFICATE
HOLDER.
PRODUCER Heartland Church Insurance Agency, 1200 W Main St, Springfield, IL 62704
INSURED Grace Community Church of Springfield, 412 Elm Street, Springfield, IL 62704
COVERAGES CERTIFICATE NUMBER: 26-0118 REVISION NUMBER:
INSR LTR
TYPE OF INSURANCE
POLICY NUMBER
POLICY EFF
(MM/DD/YYYY)
POLICY EXP
(MM/DD/YYYY)
LIMITS
A X COMMERCIAL GENERAL LIABILITY
CPP 0045123
04/01/2026
04/01/2027
EACH OCCURRENCE $ 1,000,000
B AUTOMOBILE LIABILITY
BAP 778120
04/01/2026
04/01/2027
COMBINED SINGLE LIMIT $ 1,000,000
CERTIFICATE HOLDER Springfield Park District
SHOULD ANY OF THE ABOVE DESCRIBED POLICIES BE CANCELLED BEFORE THE EXPIRATION DATE THEREOF, NOTICE WILL BE
DELIVERED IN ACCORDANCE WITH THE POLICY PROVISIONS.`,
  },
  {
    name: 'ACORD 25 certificate, liability and workers compensation on different terms',
    kind: 'insurance',
    expected: '2027-01-15',
    text: `CERTIFICATE OF LIABILITY INSURANCE    DATE (MM/DD/YYYY) 07/03/2026
PRODUCER   Brotherhood Mutual c/o Keystone Agency   CONTACT NAME: Dana Ruiz
INSURED   New Hope Fellowship, 88 Orchard Rd, Lancaster PA 17601
INSR LTR  TYPE OF INSURANCE  ADDL INSD  SUBR WVD  POLICY NUMBER  POLICY EFF (MM/DD/YYYY)  POLICY EXP (MM/DD/YYYY)  LIMITS
A  COMMERCIAL GENERAL LIABILITY  X  OCCUR  Y  N  MM-22-410775  07/01/2026  07/01/2027  EACH OCCURRENCE $1,000,000
A  UMBRELLA LIAB  X OCCUR  MM-22-410776  07/01/2026  07/01/2027  AGGREGATE $2,000,000
C  WORKERS COMPENSATION AND EMPLOYERS' LIABILITY  WC 5519 0023  01/15/2026  01/15/2027  E.L. EACH ACCIDENT $500,000
DESCRIPTION OF OPERATIONS / LOCATIONS / VEHICLES
Certificate holder is named as additional insured with respect to the youth retreat held August 7-9, 2026.
CERTIFICATE HOLDER   Camp Wyoming, 41 Lakeview Dr, Wyoming PA 18644
CANCELLATION
SHOULD ANY OF THE ABOVE DESCRIBED POLICIES BE CANCELLED BEFORE THE EXPIRATION DATE THEREOF, NOTICE WILL
BE DELIVERED IN ACCORDANCE WITH THE POLICY PROVISIONS.
AUTHORIZED REPRESENTATIVE`,
  },
  {
    name: 'Certificate of insurance written as a letter with a policy period',
    kind: 'insurance',
    expected: '2027-01-01',
    text: `Church Mutual Insurance Company, S.I.
3000 Schuster Lane, Merrill, WI 54452

Date: December 4, 2025

To Whom It May Concern:

This is to certify that the insurance described below has been issued to the named insured and is in
force as of the date of this letter.

Named Insured: St. Mark's Lutheran Church
Policy Number: 0290-44-118872
Policy Period: January 1, 2026 to January 1, 2027
Coverage: Commercial General Liability, $1,000,000 per occurrence / $3,000,000 aggregate
Sexual Misconduct Liability, $500,000 per occurrence

This certificate does not amend, extend or alter the coverage afforded by the policy.

Sincerely,
Patricia Olsen
Commercial Lines Underwriting`,
  },
  {
    name: 'OCR scan of a certificate of insurance',
    kind: 'insurance',
    expected: '2026-09-01',
    text: `CERT1FICATE 0F INSURANCE
lnsured :  Cornerstone  Bible  Church
           1710 Ridge  Ave ,  Tulsa  OK  74105
Carrier :  GuideOne  Mutual  lnsurance  Co .
P0LICY  NO .   GMP- 3301-88
Effective  Date :  09/01/2025
Expiratlon  Date :  09/01/2026
Coverage       Limit
General  Liabi1ity    1,000,000  each  occurrence
Property   (bu1lding)  2,450,000
Certificate  Ho1der :  Tulsa  Public  Schools  -  Faci1ities  Rental
Th is certificate is issued as a matter of informat ion only .
Date  lssued :  08/20/2025`,
  },
  {
    name: 'Property policy declarations page with a policy term',
    kind: 'insurance',
    expected: '2026-10-15',
    text: `COMMERCIAL PROPERTY COVERAGE PART DECLARATIONS
Named Insured and Mailing Address: First Baptist Church of Wilmington, PO Box 1221, Wilmington NC 28402
Policy Number: CPP-7731920-02
Policy Term: 12:01 A.M. 10/15/2025 to 12:01 A.M. 10/15/2026 Standard Time at the insured location
Date Issued: 09/30/2025
Premises   Bldg   Coverage          Limit        Covered Cause of Loss   Coinsurance
001        1      Building          $4,200,000   Special                 90%
001        1      Business Personal Property $380,000  Special          90%
Deductible: $2,500 per occurrence; Windstorm or Hail: 2%
Forms applicable: CP 00 10 10 12, CP 10 30 09 17
Countersigned: 09/30/2025  By: Authorized Agent`,
  },
  {
    name: 'Special event liability certificate for a three-day festival',
    kind: 'insurance',
    expected: '2026-08-16',
    text: `SPECIAL EVENTS LIABILITY - CERTIFICATE OF COVERAGE
Certificate No. SE-2026-04471
Insured: Holy Trinity Greek Orthodox Church
Event: Annual Greek Festival, 500 S. Main St, Salt Lake City UT
Attendance (estimated): 6,000
Coverage is effective from 12:01 a.m. on August 14, 2026 through 11:59 p.m. on August 16, 2026.
Limits: General Aggregate $2,000,000; Each Occurrence $1,000,000; Liquor Liability $1,000,000
Additional Insured: Salt Lake City Corporation
Premium: $1,146.00 (paid 06/22/2026)
This certificate was issued on June 23, 2026.`,
  },
  {
    name: 'Auto insurance identification card for the church van',
    kind: 'insurance',
    expected: '2026-08-01',
    text: `STATE FARM MUTUAL AUTOMOBILE INSURANCE COMPANY
INSURANCE IDENTIFICATION CARD
NAIC Number 25178
Policy Number 221 4473-B01-45
Effective Date 02/01/2026   Expiration Date 08/01/2026
Year 2019  Make FORD  Model TRANSIT 350 WAGON
VIN 1FBZX2YM5KKA61234
Insured: Living Waters Church Inc
Agent: Mike Delgado (614) 555-0142
KEEP THIS CARD IN YOUR VEHICLE. THIS CARD MUST BE SHOWN WHEN APPLYING FOR REGISTRATION.`,
  },
  {
    name: 'Expired certificate kept for the record',
    kind: 'insurance',
    expected: '2024-07-01',
    text: `CERTIFICATE OF LIABILITY INSURANCE   DATE: 06/28/2023
INSURED: Riverside Community Food Pantry, 19 Canal St, Dayton OH 45402
COMPANY AFFORDING COVERAGE: Philadelphia Indemnity Insurance Co
TYPE OF INSURANCE    POLICY NUMBER    POLICY EFFECTIVE DATE   POLICY EXPIRATION DATE
GENERAL LIABILITY    PHPK2510998      07/01/2023              07/01/2024
D&O LIABILITY        PHSD1755012      07/01/2023              07/01/2024
CERTIFICATE HOLDER: City of Dayton, Division of Purchasing
Filed for the record, superseded by the 2024-2025 certificate.`,
  },

  // Leases and use agreements
  {
    name: 'Office lease with a term clause',
    kind: 'lease',
    expected: '2028-06-30',
    text: `COMMERCIAL LEASE AGREEMENT

This Lease is dated June 12, 2025, between Harbor Point Properties LLC ("Landlord") and
Good Shepherd Community Services, a Texas nonprofit corporation ("Tenant").

1. PREMISES. Suite 210, 4400 Bay Area Blvd, Houston, Texas 77058, approximately 1,850 rentable sq ft.

2. TERM. The term of this Lease shall commence on July 1, 2025 and end on June 30, 2028, unless
sooner terminated as provided herein.

3. RENT. Tenant shall pay monthly Base Rent of $2,775.00 in advance on the first day of each month.

4. SECURITY DEPOSIT. $2,775.00, received on June 12, 2025.

IN WITNESS WHEREOF, the parties have signed this Lease.
Landlord: ____________________ Date: 6/12/2025
Tenant: ______________________ Date: 6/12/2025`,
  },
  {
    name: 'Parsonage residential lease',
    kind: 'lease',
    expected: '2027-07-31',
    text: `RESIDENTIAL LEASE
Landlord: Westminster Presbyterian Church   Tenant: Rev. Aaron and Michelle Park
Property: 27 Linden Court, Ames, Iowa 50010
LEASE TERM: Beginning 08/01/2026, ending 07/31/2027.
Monthly rent: $0.00 (housing provided as part of the call package approved by Session on 05/18/2026)
Utilities: paid by Tenant except water and trash.
Pets: one dog allowed.
Tenant signature: Aaron Park 07/02/2026
Clerk of Session: Linda Moore 07/02/2026`,
  },
  {
    name: 'Lease amendment extending the term',
    kind: 'lease',
    expected: '2029-05-31',
    text: `SECOND AMENDMENT TO LEASE

THIS SECOND AMENDMENT is made as of April 20, 2026 by and between Maple Grove Plaza LP ("Landlord")
and Cross Roads Church ("Tenant").

RECITALS
A. Landlord and Tenant entered into a Lease dated May 1, 2021 (the "Original Lease") for Units 5-7.
B. The Original Lease expires on May 31, 2026 and the parties wish to extend it.

AGREEMENT
1. Extension. The Term is hereby extended for a period of three (3) years, commencing June 1, 2026
and expiring May 31, 2029 (the "Extended Term").
2. Rent. Base rent during the Extended Term shall be $4,100.00 per month.
3. Except as amended, the Original Lease remains in full force.

Landlord: /s/ G. Hammond    Tenant: /s/ T. Reyes, Board Chair`,
  },
  {
    name: 'Facility use agreement with a school district',
    kind: 'lease',
    expected: '2026-06-14',
    text: `FACILITY USE AGREEMENT
Lakeside Unified School District   -   Community Use of School Facilities
Applicant Organization: Harvest Church Lakeside
Facility: Lakeside Middle School gymnasium and rooms 101-104
Days/Times: Sundays, 7:00 AM - 1:00 PM
This Agreement shall be in effect from September 7, 2025 through June 14, 2026, excluding district
holidays listed in Exhibit A.
Fees: $310.00 per use, invoiced monthly.
The Applicant shall provide a certificate of insurance naming the District as additional insured.
Signed on August 28, 2025 by Pastor Ben Ortiz
Approved: Facilities Director, 09/02/2025`,
  },
  {
    name: 'Shared parking licence valid for one year from signing',
    kind: 'lease',
    expected: '2027-03-03',
    text: `PARKING LICENSE AGREEMENT
Between: Oak Hill Medical Group ("Owner") and Oak Hill United Methodist Church ("Licensee")
Owner grants Licensee the non-exclusive right to use 40 spaces in the north lot on Sundays from
7:00 a.m. to 2:00 p.m. and on Christmas Eve and Good Friday.
This License shall remain in effect for one (1) year from the date of signing and may be renewed
by mutual written agreement.
Licensee shall keep the lot free of litter and shall maintain liability insurance of $1,000,000.
Signed: March 3, 2026
Owner: Dr. S. Kaplan     Licensee: Rev. J. Whitfield`,
  },

  // Licences and permits
  {
    name: 'City food service establishment permit',
    kind: 'licence',
    expected: '2026-12-31',
    text: `CITY OF COLUMBUS - COLUMBUS PUBLIC HEALTH
FOOD SERVICE OPERATION LICENSE
LICENSE NO. FSO-2026-04127
Operation: St. Vincent de Paul Community Kitchen
Address: 2301 Sullivant Ave, Columbus OH 43204
Risk Level: III    Category: Commercial
Issued: 01/05/2026      Expires: 12/31/2026
THIS LICENSE MUST BE POSTED IN A CONSPICUOUS PLACE
NOT TRANSFERABLE
Health Commissioner`,
  },
  {
    name: 'Certificate of occupancy (permanent)',
    kind: 'licence',
    expected: null,
    text: `CITY OF BOISE - PLANNING AND DEVELOPMENT SERVICES
CERTIFICATE OF OCCUPANCY
Building Permit No.: BLD24-01877
Address: 6200 W Emerald St, Boise ID 83704
Owner: Emerald Valley Christian Fellowship
Use Classification: A-3 Assembly (Place of Worship)   Construction Type: V-B
Occupant Load: Sanctuary 420; Fellowship Hall 180
Sprinklered: Yes (NFPA 13)
Code Edition: 2018 IBC
Date of Issuance: March 18, 2025
This certificate shall be posted in a conspicuous place and shall not be removed except by the
Building Official.`,
  },
  {
    name: 'State raffle licence',
    kind: 'licence',
    expected: '2027-02-28',
    text: `STATE OF NEW JERSEY
LEGALIZED GAMES OF CHANCE CONTROL COMMISSION
RAFFLE LICENSE
License No.: RA-55120     Identification No.: 118-7-33291
Organization: Our Lady of Mercy Parish Home and School Association
Type: Off-Premise 50/50 and Merchandise Raffle
This license is valid for the period 03/01/2026 through 02/28/2027 for the occasions listed.
Drawing to be held on: November 14, 2026 at 8:00 p.m., Parish Hall, 1 Mercy Way, Park Ridge NJ
Members in charge: Kathleen Byrne, Thomas Walsh
Date of Issue: 02/11/2026`,
  },
  {
    name: 'One-day special event liquor permit',
    kind: 'licence',
    expected: '2026-10-03',
    text: `TEXAS ALCOHOLIC BEVERAGE COMMISSION
TEMPORARY EVENT APPROVAL - NONPROFIT ENTITY
Permit Holder: Sacred Heart Catholic Church - Knights of Columbus Council 4421
Event: Oktoberfest Fundraiser
Location: Parish grounds, 1500 N Main, Hallettsville TX
Event Date: Saturday, October 3, 2026    Hours: 4:00 p.m. - 10:00 p.m.
Authorized: Beer and wine for on-premises consumption only
This approval is valid only for the date, hours and location stated above.
Application received: 08/17/2026    Approved: 08/25/2026`,
  },
  {
    name: 'State childcare centre licence',
    kind: 'licence',
    expected: '2027-08-31',
    text: `DEPARTMENT OF HUMAN SERVICES
DIVISION OF CHILD CARE AND EARLY CHILDHOOD EDUCATION
LICENSE TO OPERATE A CHILD CARE CENTER
Licensee: Little Lambs Preschool, a ministry of Bethel Church
Facility Address: 900 Pine Knoll Rd, Fayetteville AR 72703
Facility ID: 32-11908
Licensed Capacity: 48     Ages: 6 weeks - 5 years
Hours: Monday - Friday, 6:30 a.m. - 6:00 p.m.
Effective Date: 09/01/2025
Expiration Date: 08/31/2027
This license is not transferable and must be displayed in a prominent place.`,
  },
  {
    name: 'Temporary banner sign permit',
    kind: 'licence',
    expected: '2026-05-04',
    text: `Town of Cary - Planning Department
TEMPORARY SIGN PERMIT     Permit # TSP-26-0391
Applicant: Cary Vineyard Church
Sign: 1 banner, 4' x 10', attached to the fence at 3121 Kildaire Farm Rd
Purpose: Easter and spring community events
Display Period: 04/20/2026 to 05/04/2026
Banner must be removed within 24 hours of the end of the display period.
Fee paid: $25.00   Receipt 118220
Approved by: R. Nguyen, Zoning Technician   Date: 04/14/2026`,
  },
  {
    name: 'Sales tax exemption certificate valid until revoked',
    kind: 'licence',
    expected: null,
    text: `STATE OF TENNESSEE DEPARTMENT OF REVENUE
CERTIFICATE OF EXEMPTION
Exemption Number: 0028811734
Issued to: Bellevue Community Church, 7400 Hwy 70 S, Nashville TN 37221
This is to certify that the organization named above is exempt from sales and use tax on purchases
of tangible personal property and taxable services used for the purposes of the organization.
This certificate is valid until revoked by the Department.
Issue Date: 04/09/2018
Commissioner of Revenue`,
  },
  {
    name: 'Food handler card',
    kind: 'licence',
    expected: '2028-11-12',
    text: `ServSafe Food Handler
Certificate of Achievement
Presented to
Rosa Martinez
for successfully completing the ServSafe Food Handler Program
Certificate Number: 24891773
Date Issued: 11/12/2025
Expiration: 11/12/2028
Exam Form: FH-ON-EN
Facility: Hope Center Soup Kitchen`,
  },
  {
    name: 'OCR scan of a bingo licence',
    kind: 'licence',
    expected: '2027-06-30',
    text: `C0MMONWEALTH  OF  KENTUCKY
DEPARTMENT  OF  CHARITABLE  GAMING
CHARITABLE  GAMING  LlCENSE
Licensee :  St .  Aloysius  Church   Lic .  No .  ORG0O1442
Type  of  Gaming :  Bingo ,  Raffles ,  Special  Limited  Charity  Fundraising  Events
Chairperson :  D .  Schneider
LlCENSE  EXPlRES :  6/30/2O27
Gross  receipts  limit  per  year :  $ 25O,000
Date  0f  lssue :  7/1/2025`,
  },
  {
    name: 'Licence renewal approval letter',
    kind: 'licence',
    expected: '2028-06-30',
    text: `Missouri Department of Health and Senior Services
Section for Child Care Regulation

May 22, 2026

Director, Kingdom Kids Learning Center
1450 E Sunshine St, Springfield MO 65804

RE: License renewal, Facility #0041275

Dear Director:

Your current license expires June 30, 2026. The Department has completed its review of your renewal
application and inspection of April 28, 2026. We are pleased to inform you that your renewed license
will be valid through June 30, 2028. The new license certificate is enclosed and must be posted.

Please notify this office within 10 days of any change in director or capacity.

Sincerely,
Karen Whitley, Licensing Supervisor`,
  },

  // Background checks
  {
    name: 'Background screening report with no expiry',
    kind: 'background-check',
    expected: null,
    text: `PROTECT MY MINISTRY - BACKGROUND SCREENING REPORT
Report Date: 02/10/2026      Order #: 7781204
Client: Faith Fellowship Church - Children's Ministry
Applicant: Jonathan R. Miller
Date of Birth: 04/22/1981     SSN: XXX-XX-4412
Searches Performed                          Result
National Criminal Database                  CLEAR
National Sex Offender Registry              CLEAR
County Criminal - Franklin, OH (7 yr)       CLEAR
Adjudication: ELIGIBLE per client criteria
Completed on 02/12/2026. This report is furnished under the FCRA.`,
  },
  {
    name: 'State volunteer clearance letter',
    kind: 'background-check',
    expected: '2028-01-31',
    text: `Oregon Department of Human Services - Background Check Unit

Date: January 31, 2025

Subject: Fitness determination for Emily S. Carter
Qualified Entity: Tualatin Valley Youth Mentoring (QE #2201)

The Background Check Unit has completed a criminal records check on the subject individual.
Final fitness determination: APPROVED for volunteer positions working with children.

This clearance is valid through 01/31/2028, or until the individual leaves the qualified entity,
whichever comes first.

BCU Case #: 25-008771`,
  },
  {
    name: 'Fingerprint clearance card (OCR of the card)',
    kind: 'background-check',
    expected: '2031-09-22',
    text: `ARIZONA  DEPARTMENT  OF  PUBLIC  SAFETY
FINGERPRINT  CLEARANCE  CARD
IVP   -   Identity  Verified
Name :  HOLLOWAY ,  MARCUS  D
DOB :  07/08/1975
Card  Number :  F2204199
Issue  Date :  09/22/2025
Card  Expiration  Date :  09/22/2031
This  card  is  the  property  of  the  Arizona  DPS .`,
  },
  {
    name: 'Safe environment clearance with re-certification due date',
    kind: 'background-check',
    expected: '2029-03-03',
    text: `DIOCESE OF SAN BERNARDINO - OFFICE OF CHILD AND YOUTH PROTECTION
SAFE ENVIRONMENT COMPLIANCE RECORD

Name: Theresa Nguyen
Parish/School: St. Catherine of Siena, Rialto
Ministry: Catechist, grades 3-5

Live Scan fingerprint clearance: received 02/25/2026
Safe Environment training (VIRTUS): completed March 3, 2026
Clearance Date: March 3, 2026
Re-certification due: March 3, 2029

Status: COMPLIANT`,
  },

  // Vehicle registrations
  {
    name: 'Vehicle registration card with a validity period',
    kind: 'vehicle',
    expected: '2027-04-30',
    text: `STATE OF CALIFORNIA - DEPARTMENT OF MOTOR VEHICLES
REGISTRATION CARD
VEHICLE LICENSE NO.  8TRV221     MAKE  CHEV   BODY TYPE  BS   YEAR MODEL  2018
VEHICLE ID NUMBER  1GB6G5BG4J1170220
REGISTERED OWNER  CALVARY CHAPEL OCEANSIDE
3330 MISSION AVE  OCEANSIDE CA 92058
REG. VALID FROM  05/01/2026  THROUGH  04/30/2027
TYPE LIC  AUTO    DATE ISSUED  04/09/2026   FEES PAID  $412.00
CLASS  COMMERCIAL   UNLADEN WT  9,650`,
  },
  {
    name: 'Registration renewal notice for the church bus',
    kind: 'vehicle',
    expected: '2026-11-30',
    text: `MARYLAND MOTOR VEHICLE ADMINISTRATION
VEHICLE REGISTRATION RENEWAL NOTICE

Notice date: 10/01/2026

BETHEL AME CHURCH
1300 DRUID HILL AVE
BALTIMORE MD 21217

Tag: 2BT4471   Vehicle: 2016 BLUE BIRD BUS   Title No.: 56221180
Your registration expires on 11/30/2026. Renew by 11/30/2026 to avoid a late fee.
Renewal fee: $180.00 (two-year registration)
Renew online at mva.maryland.gov or at any kiosk.
Emissions inspection: not required for this vehicle class.`,
  },
  {
    name: 'Trailer registration with a month and year expiry',
    kind: 'vehicle',
    expected: '2027-03-31',
    text: `TEXAS DEPARTMENT OF MOTOR VEHICLES
REGISTRATION RECEIPT
PLATE  86G4CK   TRAILER
YR 2021  MAKE CARGO CRAFT  VIN 5NHUCC816MN421187
OWNER  IGLESIA BAUTISTA EL BUEN PASTOR
EXP 03/27
TRANSACTION DATE 03/04/2026
REG FEE 45.00  PROC FEE 4.75  TOTAL 49.75
COUNTY  HIDALGO`,
  },

  // Service contracts and subscriptions
  {
    name: 'Copier maintenance agreement',
    kind: 'service-contract',
    expected: '2029-01-31',
    text: `RICOH USA, INC. - SERVICE AND SUPPLIES AGREEMENT
Customer: Trinity Episcopal Church, 120 N. Prospect St, Ann Arbor MI
Equipment: RICOH IM C3000, Serial 3100R811094
Agreement Number: SA-6627193
Agreement Start Date: 2026-02-01
Agreement End Date: 2029-01-31
Base Charge: $89.00/month, includes 3,000 B&W and 500 color images
Overage: $0.0095 B&W, $0.065 color
Billing: quarterly in advance
Customer Signature: M. Chen    Date: 2026-01-22`,
  },
  {
    name: 'HVAC preventive maintenance contract with automatic renewal',
    kind: 'service-contract',
    expected: '2027-02-28',
    text: `PLANNED MAINTENANCE AGREEMENT
Provider: Comfort Air Mechanical, Inc.
Customer: Temple Beth Shalom
Site: 5 Greenway Plaza, Shaker Heights, OH 44122
Equipment covered: (2) rooftop units RTU-1, RTU-2; (1) boiler; (4) split systems
Visits: spring cooling check and fall heating check

TERM. This Agreement is effective March 1, 2026 and will continue for a period of twelve (12)
months, ending February 28, 2027. It will renew automatically for successive one-year terms unless
either party gives thirty (30) days' written notice of non-renewal.

Annual price: $3,960.00, billed in two installments.
Accepted by: Rabbi D. Levin, 02/19/2026`,
  },
  {
    name: 'Security monitoring agreement with a 60-month initial term',
    kind: 'service-contract',
    expected: '2031-04-14',
    text: `ALARM MONITORING SERVICES AGREEMENT
Company: SecureLine Alarm Systems, License #ACO-14002
Subscriber: Mount Zion Missionary Baptist Church, 2100 Dr MLK Jr Blvd, Tampa FL
Services: 24/7 burglary and fire alarm monitoring, cellular communicator, annual test

1. Term. The initial term of this Agreement is sixty (60) months, beginning on the installation date
of April 15, 2026 and ending April 14, 2031. Thereafter it renews month to month.
2. Monitoring fee: $54.99 per month.
3. Subscriber's contacts: Deacon R. Ellis (813) 555-0198; Trustee M. Harper (813) 555-0107.

Subscriber: ____________________   Date: 04/02/2026`,
  },
  {
    name: 'Church management software order form',
    kind: 'service-contract',
    expected: '2027-01-14',
    text: `ORDER FORM
Order #: Q-20260108-3317      Order Date: 01/08/2026
Customer: Redeemer Church of Austin
Product                                  Qty    Annual Price
Church Management - Standard (up to 750)   1    $1,788.00
Online Giving add-on                       1    $0.00
Subscription Term: 12 months
Start: Jan 15, 2026      End: Jan 14, 2027
Renewal: This subscription renews automatically unless cancelled 30 days before the end of the term.
Payment terms: Net 30`,
  },
  {
    name: 'Subscription renewal reminder email',
    kind: 'service-contract',
    expected: '2026-09-12',
    text: `From: Planning Center <billing@planningcenteronline.com>
Sent: Wednesday, August 12, 2026 9:14 AM
To: admin@gracechapel.org
Subject: Your subscription renews in 30 days

Hi Grace Chapel,

This is a friendly reminder that your Services and Check-Ins subscription renews on
September 12, 2026. Your card ending in 4417 will be charged $1,548.00.

Renewal date: 09/12/2026

To make changes before then, visit Account > Billing.

Thanks,
The Planning Center Team`,
  },
  {
    name: 'Pest control service agreement with a service period',
    kind: 'service-contract',
    expected: '2027-05-31',
    text: `Orkin Commercial Services
SERVICE AGREEMENT
Customer: Sunrise Christian Academy, 8801 N Rural Rd, Tempe AZ
Service: General pest control, monthly exterior; rodent monitoring stations (12)
Service Period: 06/01/2026 – 05/31/2027
Monthly charge: $118.00
First service scheduled: 6/3/2026
Customer acknowledges receipt of the Structural Pest Control Board notice.
Signed for customer: L. Bryant   5/20/2026`,
  },

  // CPR and first aid
  {
    name: 'Red Cross first aid and CPR certificate valid for two years',
    kind: 'first-aid',
    expected: '2027-10-18',
    text: `American Red Cross
Training Services

Adult and Pediatric First Aid/CPR/AED
Sarah L. Thompson
has successfully completed the requirements for the course listed above.

Date Completed: 10/18/2025
Valid For: 2 Years
Certificate ID: 01A2BC3
Instructor: Greg Palmer
Scan code to validate certificate`,
  },
  {
    name: 'AHA BLS provider eCard with a recommended renewal month',
    kind: 'first-aid',
    expected: '2028-01-31',
    text: `BLS Provider
American Heart Association
This card certifies that the above individual has successfully completed the cognitive and skills
evaluations in accordance with the curriculum of the American Heart Association BLS Provider Course.

Name: David K. Osei
Issue Date: 01/09/2026
Recommended Renewal Date: 01/2028
Training Center: Midwest Health Education, IL20544
Instructor: R. Alvarez     eCard Code: 225301844117`,
  },
  {
    name: 'First aid at work certificate, day-month-year dates',
    kind: 'first-aid',
    expected: '2029-05-13',
    text: `St John Ambulance
CERTIFICATE
This is to certify that
Hannah Clarke
attended and successfully completed the
First Aid at Work (3 day) course
Date of course: 12 - 14 May 2026
Certificate number: FAW-0526-22817
Expiry date: 13 May 2029
Signed: Training Manager`,
  },

  // Fire inspection
  {
    name: 'Fire extinguisher annual inspection report',
    kind: 'fire-inspection',
    expected: '2027-02-12',
    text: `SAFETY FIRST FIRE PROTECTION
ANNUAL FIRE EXTINGUISHER INSPECTION REPORT
Customer: Calvary Lutheran Church, 7520 Lyndale Ave S, Richfield MN
Annual Inspection Date: 02/12/2026     Technician: J. Kowalski (Lic. 7711)
Loc.   Type     Size   Mfg Date   6-Yr Maint   Hydro Due   Result
Lobby  ABC      10#    2019       2025         2031        PASS
Kitchen K-Class 6L     2021       n/a          2026        PASS
Gym    ABC      10#    2017       2023         2029        PASS - recharged
Next Inspection Due: 02/12/2027
All units tagged. Invoice #45519 to follow.`,
  },
  {
    name: 'Fire marshal certificate of compliance',
    kind: 'fire-inspection',
    expected: '2027-03-31',
    text: `CITY OF SAVANNAH FIRE DEPARTMENT - FIRE MARSHAL'S OFFICE
CERTIFICATE OF FIRE CODE COMPLIANCE
Occupancy: Second African Baptist Church
Address: 123 Houston St, Savannah GA 31401
Occupancy Type: Assembly   Max Occupant Load: 650
Inspection Date: 28-Mar-2026
Inspector: Lt. A. Hughes, Badge 214
This certificate is valid until 31-Mar-2027 unless revoked for cause.
Post in a conspicuous location near the main entrance.`,
  },
  {
    name: 'Fire inspection report with violations and a re-inspection',
    kind: 'fire-inspection',
    expected: null,
    text: `FIRE PREVENTION BUREAU - INSPECTION REPORT
Inspection #: 26-03318         Inspection date: April 22, 2026
Business: Living Word Christian Center   Address: 44 Commerce Pkwy, Rochester NY
Inspection type: Annual - Assembly
Violations found:
1. Exit sign not illuminated, east stairwell (FC 1013.1)
2. Storage within 18 in. of sprinkler heads, room B-12 (FC 315.3.1)
3. Extension cord used as permanent wiring, nursery (FC 604.5)
Correct all violations before the re-inspection.
Re-inspection scheduled: 05/20/2026
Inspector: K. Brandt       Owner representative: P. Hale`,
  },

  // Charity registrations
  {
    name: 'IRS 501(c)(3) determination letter',
    kind: 'charity-registration',
    expected: null,
    text: `INTERNAL REVENUE SERVICE
P. O. BOX 2508
CINCINNATI, OH 45201

Date: July 12, 2019

NEW LIFE FOOD BANK INC
210 W 3RD ST
SEDALIA, MO 65301

Employer Identification Number: 83-1187742
DLN: 26053576002389
Contact Person: Customer Service   ID# 31954
Our Letter Dated: July 12, 2019
Accounting Period Ending: December 31
Public Charity Status: 170(b)(1)(A)(vi)
Form 990/990-EZ/990-N Required: Yes
Effective Date of Exemption: March 4, 2019
Contribution Deductibility: Yes

Dear Applicant:
We're pleased to tell you we determined you're exempt from federal income tax under Internal Revenue
Code (IRC) Section 501(c)(3). Donors can deduct contributions they make to you under IRC Section 170.`,
  },
  {
    name: 'State charitable solicitation registration',
    kind: 'charity-registration',
    expected: '2026-11-15',
    text: `FLORIDA DEPARTMENT OF AGRICULTURE AND CONSUMER SERVICES
DIVISION OF CONSUMER SERVICES - SOLICITATION OF CONTRIBUTIONS

Registration No.: CH44120
Organization: Bridges of Hope Ministries Inc
Approval Date: 11/15/2025

Your organization is registered to solicit contributions in Florida. Your registration is effective
through 11/15/2026. A renewal must be filed before the expiration date to continue soliciting.

A COPY OF THE OFFICIAL REGISTRATION AND FINANCIAL INFORMATION MAY BE OBTAINED FROM THE DIVISION OF
CONSUMER SERVICES BY CALLING TOLL-FREE (800-435-7352) WITHIN THE STATE.`,
  },
  {
    name: 'Charity registration certificate with a period of registration (OCR)',
    kind: 'charity-registration',
    expected: '2027-06-30',
    text: `CERTIFICATE  OF  REGISTRATION
Charitable  Fundraising  Act
Name  of  Organisation :  Hillside  Community  Church  Inc .
Registration  No .  CFN/24188
Per iod  of  Registration :  01  July  2026  to  30  June  2027
Conditions :  1 .  Annual  return  due  within  3  months  of  financial  year  end .
2 .  Fundraising  appeals  must  display  the  registration  number .
Issued  on :  12  June  2026
Delegate  of  the  Minister`,
  },
  {
    name: 'Nonprofit sales tax exemption with an expiration date',
    kind: 'charity-registration',
    expected: '2029-07-31',
    text: `Illinois Department of Revenue
Sales Tax Exemption Letter
Exemption Identification Number: E9955-4421-01
Organization: Lighthouse Family Shelter NFP
This letter verifies that your organization has been granted exemption from Retailers' Occupation
Tax, Use Tax, Service Occupation Tax and Service Use Tax.
Effective: 2024-08-01
Expiration: 2029-07-31
You must present your exemption number to retailers when making tax-exempt purchases.
Letter date: 2024-07-15`,
  },

  // Documents with no expiry
  {
    name: 'Board minutes that mention the insurance renewal',
    kind: 'minutes',
    expected: null,
    text: `GRACE COMMUNITY CHURCH - BOARD OF TRUSTEES
Minutes of the regular meeting held on Tuesday, January 13, 2026, 7:00 p.m., Fellowship Hall

Present: J. Adams (chair), M. Brooks, L. Chen, R. Diaz, S. Evans. Absent: T. Fox.

1. Minutes of December 9, 2025 approved as circulated.
2. Treasurer's report: General fund balance $84,210 as of 12/31/2025.
3. Insurance: the current liability policy expires March 1, 2026. L. Chen presented two renewal quotes.
   Motion to renew with Church Mutual at $6,840/year carried 5-0.
4. Building: roof repair bid from Summit Roofing ($18,500) tabled until February.
5. Next meeting: February 10, 2026.

Adjourned 8:42 p.m.  Respectfully submitted, S. Evans, Secretary`,
  },
  {
    name: 'Finance committee minutes',
    kind: 'minutes',
    expected: null,
    text: `Finance Committee Meeting Minutes
Date: March 5, 2026     Location: Church office / Zoom
Attendees: Pastor Kim, D. Walsh (Treasurer), A. Patel, G. Romero

- Reviewed February statements. Giving is 4% ahead of budget year to date.
- Approved the audit engagement letter from Mason & Hale CPAs (fieldwork begins April 20, 2026).
- Discussed moving reserves to a 12-month CD; A. Patel to gather rates by March 19.
- Payroll provider contract to be reviewed at the next meeting.

Action items:
  D. Walsh - send 2025 contribution statements reconciliation by 3/12/2026
  G. Romero - update signature cards at the bank

Next meeting: April 2, 2026. Minutes recorded by G. Romero.`,
  },
  {
    name: 'Annual congregational meeting minutes',
    kind: 'minutes',
    expected: null,
    text: `ANNUAL CONGREGATIONAL MEETING
Westside Mennonite Church
Sunday, January 25, 2026, following worship

Moderator Ruth Kauffman called the meeting to order at 12:15 p.m. A quorum (112 members) was present.

1. The minutes of the annual meeting of January 26, 2025 were approved.
2. The 2026 budget of $412,600 was adopted by a show of hands.
3. Elected to Church Council for terms ending December 31, 2028: Mark Yoder, Jessica Lapp.
4. The congregation thanked Paul Miller for twelve years as treasurer.

The meeting closed with prayer at 1:05 p.m.
Minutes approved by Council on February 8, 2026.`,
  },
  {
    name: 'Thank-you letter to a volunteer',
    kind: 'letter',
    expected: null,
    text: `St. Paul's Episcopal Church
15 Church Street, Burlington VT 05401

May 4, 2026

Dear Margaret,

On behalf of the vestry and the whole parish, thank you for the eleven years you served as
coordinator of our Tuesday community lunch. Since you started in March 2015 the lunch has served
more than 40,000 meals.

We hope you will join us for a reception in your honor on Sunday, May 31, 2026 after the 10 a.m. service.

With gratitude,

The Rev. Canon Elizabeth Hart
Rector`,
  },
  {
    name: 'Letter to the landlord requesting repairs',
    kind: 'letter',
    expected: null,
    text: `Harvest Church Lakeside
PO Box 883, Lakeside CA 92040

February 17, 2026

Harbor Point Properties LLC
Attn: Property Manager

Re: Suite 210 - HVAC and roof leak

Dear Mr. Alvarez,

As reported by phone on February 9, the rooftop unit serving our suite has failed twice this month
and water is entering the north office during rain. Under section 9 of our lease dated June 12, 2025,
the landlord is responsible for the roof and HVAC. Please arrange repairs by March 3, 2026.

Sincerely,
Tom Reyes, Administrator`,
  },
  {
    name: 'Pastoral letter announcing a sabbatical',
    kind: 'letter',
    expected: null,
    text: `Dear Friends in Christ,

After nine years among you, and with the blessing of the Session, I will take a sabbatical from
June 1 through August 31, 2026. The Lilly Endowment's Clergy Renewal Program grant, awarded on
December 15, 2025, covers the cost of pulpit supply and a family retreat.

During my absence the Rev. Dr. Anne Whitaker will preach and provide pastoral care. Elder Tom Greene
will chair Session meetings.

I will return to the pulpit on Sunday, September 6, 2026.

Grace and peace,
Pastor Daniel`,
  },
  {
    name: 'Monthly church newsletter',
    kind: 'newsletter',
    expected: null,
    text: `THE MESSENGER  |  First Methodist Church  |  June 2026

FROM THE PASTOR'S DESK
Summer is here! Thank you to everyone who made our Pentecost celebration so joyful.

VACATION BIBLE SCHOOL - July 13-17, 9 a.m. to noon. Registration closes June 28, 2026.
Volunteers: background checks must be current; contact the office if yours has lapsed.

MISSION TRIP - The youth leave for Appalachia on July 19 and return July 25.

BIRTHDAYS: June 3 Helen Ward; June 11 Ray Ortiz; June 22 Bev Sutton
Finance: May giving $38,412; budget $41,000.
Deadline for the July newsletter: June 20.`,
  },
  {
    name: 'Youth ministry newsletter with event dates',
    kind: 'newsletter',
    expected: null,
    text: `YOUTH UPDATE - Fall 2026
Hey parents and students!

Fall kickoff: Sunday, Aug. 30, 2026, 5 p.m. at the Hendersons' (bring a side dish).
Confirmation class starts Sept 13; forms due 9/6/2026.
Winter retreat at Camp Lutherhaven: January 15-17, 2027. Deposit of $50 due by 11/15/2026.
Permission slips and medical release forms are valid for the current school year only - please
fill out new ones.

Questions? Text Pastor Jen at 555-0133.`,
  },
  {
    name: 'Plumbing invoice with a due date',
    kind: 'invoice',
    expected: null,
    text: `ACE PLUMBING & DRAIN, LLC
INVOICE
Invoice #: 10492          Invoice Date: 03/02/2026
Bill To: Faith Lutheran Church, 600 W Elm St, Enid OK 73701
Service Date: 02/27/2026
Description                                      Qty   Rate      Amount
Emergency call - burst pipe, fellowship hall      1   $185.00   $185.00
3/4" copper repair, labor                        2.5   $95.00   $237.50
Materials                                          1    $64.20    $64.20
Total Due: $486.70
Due Date: 04/01/2026
Terms: Net 30. Thank you for your business!`,
  },
  {
    name: 'Software invoice for an annual service period',
    kind: 'invoice',
    expected: null,
    text: `INVOICE
Breeze ChMS (Tithely)        Invoice No. INV-2026-118045
Invoice date: January 28, 2026
Bill to: Cross Roads Church, Attn: Accounts Payable
Description                                   Service period                     Amount
Breeze Church Management - annual plan        Feb 1, 2026 - Jan 31, 2027      $864.00
Sales tax                                                                          $0.00
Total                                                                            $864.00
Amount paid: $864.00 (card ending 2210, 01/28/2026)
Balance due: $0.00`,
  },
  {
    name: 'Donation receipt',
    kind: 'receipt',
    expected: null,
    text: `Mercy House Women's Shelter
Tax ID: 47-2281930

DONATION RECEIPT
Receipt No.: 2026-00817
Date received: April 6, 2026
Donor: Mr. and Mrs. Robert Finley, 42 Oak Lane, Wichita KS 67206
Gift: Check #3321        Amount: $2,500.00
Designation: Capital Campaign - New Roof

No goods or services were provided in exchange for this contribution.
Please keep this receipt for your tax records.
Thank you for your generosity!`,
  },
  {
    name: 'Year-end contribution statement',
    kind: 'receipt',
    expected: null,
    text: `New Hope Fellowship
2025 CONTRIBUTION STATEMENT
Statement date: 01/20/2026
Jennifer and Luis Alvarez, 19 Birch St, Lancaster PA 17603
Date         Fund                 Method     Amount
01/05/2025   General              Online     $250.00
03/30/2025   Easter Offering      Check      $100.00
06/01/2025   Missions             Online     $250.00
11/23/2025   Building Fund        Check      $500.00
12/24/2025   Christmas Offering   Cash       $60.00
Total contributions: $1,160.00
No goods or services were provided in exchange for these contributions other than intangible religious benefits.`,
  },
  {
    name: 'Child protection policy',
    kind: 'policy',
    expected: null,
    text: `CHILD AND YOUTH PROTECTION POLICY
Adopted by the Church Council: September 14, 2023
Last revised: February 9, 2026

1. Purpose. To provide a safe environment for children and youth in all ministries.
2. Screening. All workers with minors must complete an application, a reference check and a
   criminal background check before serving, repeated every three years.
3. Two-adult rule. No adult may be alone with a child out of sight of another adult.
4. Training. Workers complete abuse-prevention training within 30 days of starting and annually.
5. Reporting. Any suspicion of abuse is reported to the Pastor and to the state hotline within 24 hours.

This policy will be reviewed by the Council every two years.`,
  },
  {
    name: 'Employee handbook paid time off policy',
    kind: 'policy',
    expected: null,
    text: `EMPLOYEE HANDBOOK - SECTION 6: PAID TIME OFF
Effective Date: January 1, 2026

6.1 Eligibility. Regular employees scheduled 30 or more hours per week accrue PTO from their date of hire.
6.2 Accrual. 0-4 years: 15 days per year; 5+ years: 20 days per year.
6.3 Carryover. Up to 5 unused days may be carried over; carried days must be used by March 31 of the
following year or they are forfeited.
6.4 Holidays. The church office is closed on the 10 holidays listed in Section 6.7.
6.5 Requests. Submit PTO requests to your supervisor at least two weeks in advance.

Approved by the Personnel Committee on November 18, 2025.`,
  },
  {
    name: 'Volunteer application form',
    kind: 'form',
    expected: null,
    text: `VOLUNTEER APPLICATION - Children's Ministry
Name: Brian Kessler            Date of Birth: 11/03/1990
Address: 712 Walnut St, Ames IA 50010        Phone: 515-555-0177
How long have you attended our church? Since 2021
Member since: 09/12/2022
Previous experience with children: AWANA leader 2019-2023, camp counselor
Have you ever been convicted of a crime? No
References: 1) Pastor S. Lee  2) Karen Duffy
I authorize the church to conduct a criminal background check.
Signature: Brian Kessler     Date: 05/26/2026`,
  },
  {
    name: 'Facility rental request form',
    kind: 'form',
    expected: null,
    text: `FACILITY USE REQUEST
Requested by: Wilson-Park wedding party   Contact: Emma Wilson, 555-0161
Event: Wedding ceremony and reception
Date requested: Saturday, October 17, 2026    Time: 2:00 pm - 10:00 pm
Rooms: Sanctuary, Fellowship Hall, Kitchen
Expected attendance: 150
Deposit: $300 received 03/14/2026 (refundable after inspection)
Certificate of insurance required by: 09/17/2026
Office use - Approved by: Trustees   Date: 03/20/2026`,
  },
];

/**
 * Written after the rules were fixed and measured once, never tuned against: a check that the
 * score on EXPIRY_SAMPLES (whose author also wrote the rules) is not an artefact of having seen it.
 */
export const EXPIRY_HOLDOUT_SAMPLES: readonly ExpirySample[] = [
  {
    name: 'ACORD 25 certificate with the header and a row on single lines',
    kind: 'insurance',
    expected: '2027-03-15',
    text: `ACORD 25 (2016/03)  CERTIFICATE OF LIABILITY INSURANCE  DATE (MM/DD/YYYY) 3/18/2026
INSURED Eastside Vineyard Church 4010 Taylor Rd Louisville KY 40215
INSR LTR TYPE OF INSURANCE POLICY NUMBER POLICY EFF POLICY EXP LIMITS
A GENERAL LIABILITY 1-CPP-339410 3/15/2026 3/15/2027 EACH OCCURRENCE 1,000,000
A HIRED AND NON-OWNED AUTO 1-CPP-339410 3/15/2026 3/15/2027 COMBINED SINGLE LIMIT 1,000,000
CERTIFICATE HOLDER Louisville Metro Parks - Special Events Office`,
  },
  {
    name: 'Directors and officers policy declarations',
    kind: 'insurance',
    expected: '2026-11-01',
    text: `NONPROFIT DIRECTORS AND OFFICERS LIABILITY DECLARATIONS
Item 1. Named Organization: Habitat Partners of Greater Macon, Inc.
Item 2. Policy Period: From: 11/01/2025 To: 11/01/2026
12:01 a.m. local time at the address shown in Item 1
Item 3. Limit of Liability: $1,000,000 aggregate for all Loss
Item 4. Retention: $2,500 each Claim
Item 5. Premium: $1,870.00
Date of issue: 10/22/2025`,
  },
  {
    name: 'City health permit valid for the calendar year',
    kind: 'licence',
    expected: '2026-12-31',
    text: `AUSTIN PUBLIC HEALTH - ENVIRONMENTAL HEALTH SERVICES
FOOD ENTERPRISE HEALTH PERMIT
Permit Number: PR-0099182     Permit Year: 2026
Establishment: Mission Possible Cafe (St. John's Methodist)
Location: 2140 Allandale Rd, Austin TX 78756
Valid: January 1, 2026 - December 31, 2026
Permit fee paid 12/19/2025
Display this permit where it can be seen by the public.`,
  },
  {
    name: 'Common victualler licence',
    kind: 'licence',
    expected: '2026-12-31',
    text: `TOWN OF NATICK
BOARD OF SELECTMEN
COMMON VICTUALLER LICENSE
License No. CV-26-014
Is hereby granted to: St. Patrick's Parish Breakfast Ministry
To conduct the business of Common Victualler at 44 East Central Street
In accordance with the provisions of Chapter 140 of the General Laws.
This license expires on December 31, 2026 at midnight unless sooner suspended or revoked.
Granted: January 6, 2026`,
  },
  {
    name: 'Child abuse history certification renewed every 60 months',
    kind: 'background-check',
    expected: '2031-05-04',
    text: `Pennsylvania Department of Human Services
Child Abuse History Certification
Applicant: Mary E. Kowalczyk     Date of Birth: 02/17/1968
Purpose: Volunteer having contact with children
Date of Certification: 05/04/2026
Result: The applicant is not listed in the Statewide Database as a perpetrator of child abuse.
Note: Certifications must be renewed every 60 months.
Certification ID: 1-9971-55820`,
  },
  {
    name: 'Vehicle registration certificate with a valid-thru date',
    kind: 'vehicle',
    expected: '2027-08-31',
    text: `GEORGIA DEPARTMENT OF REVENUE - MOTOR VEHICLE DIVISION
CERTIFICATE OF REGISTRATION
Tag Number: CNR4418    County: Fulton
Owner: Antioch Baptist Church North
2020 TOYOTA SIENNA  VIN 5TDYZ3DC4LS011572
Decal Number: 11839027
Valid Thru: 08/31/2027
Issue Date: 08/14/2026
Fees: Tag $20.00  Ad Valorem $0.00 (exempt)`,
  },
  {
    name: 'Streaming software subscription agreement with a renewal date',
    kind: 'service-contract',
    expected: '2027-04-01',
    text: `SUBSCRIPTION AGREEMENT - Resi Media
Customer: The Journey Church, Katy TX
Plan: Pro Streaming, 2 encoders, multisite
Term: 12 months commencing on the Effective Date (April 1, 2026).
Renewal Date: April 1, 2027
Fees: $4,788.00 per year, invoiced annually in advance.
Either party may cancel by written notice at least 60 days before the Renewal Date.
Signed by Customer: K. Davis, Executive Pastor, March 20, 2026`,
  },
  {
    name: 'Elevator maintenance contract period',
    kind: 'service-contract',
    expected: '2029-06-30',
    text: `ELEVATOR MAINTENANCE CONTRACT
Contractor: Otis Elevator Company     Contract No. OT-55-20188
Owner: Central Presbyterian Church, 101 E Church St, Frederick MD
Equipment: 1 hydraulic passenger elevator, 3 stops
Scope: monthly preventive maintenance, 24-hour callback, annual safety test.
The contract period shall be three years from July 1, 2026 to June 30, 2029.
Price: $385.00 per month, adjusted annually by the CPI.
Accepted for the Owner by the Session on June 9, 2026.`,
  },
  {
    name: 'Professional rescuer CPR card, day-month-year dates',
    kind: 'first-aid',
    expected: '2028-02-14',
    text: `CPR/AED FOR THE PROFESSIONAL RESCUER
Emergency Care & Safety Institute
Name: Joel Ambrose
Issued 14 February 2026
Expires 14 February 2028
Instructor ID: 448-2291
Training Center: Heartland Safety Training`,
  },
  {
    name: 'Fire sprinkler inspection with a next inspection month',
    kind: 'fire-inspection',
    expected: '2026-09-30',
    text: `ANNUAL FIRE SPRINKLER SYSTEM INSPECTION (NFPA 25)
Property: Ridgeview Bible Church, 500 Ridgeview Dr, Grand Junction CO
Date of Inspection: 9/9/2025        Inspector: T. Malloy, NICET III
Main drain test: static 78 psi, residual 62 psi - SATISFACTORY
Alarm valve / flow switch - tested OK
FDC - caps in place, no obstruction
Deficiencies: none
Next Inspection: 9/2026`,
  },
  {
    name: 'State charity registration with a registration period and renewal',
    kind: 'charity-registration',
    expected: '2026-09-30',
    text: `STATE OF MICHIGAN - DEPARTMENT OF ATTORNEY GENERAL
CHARITABLE TRUST SECTION
CHARITABLE ORGANIZATION SOLICITATION REGISTRATION
Organization: Bread of Life Food Ministries   MICS No. 61244
Registration period: 10/1/2025 - 9/30/2026
Renewal due by: 9/30/2026
This registration does not constitute an endorsement by the State of Michigan.`,
  },
  {
    name: 'Month-to-month room rental agreement',
    kind: 'lease',
    expected: null,
    text: `ROOM USE AGREEMENT
Owner: First Christian Church (Disciples of Christ)
User: Alcoholics Anonymous - Tuesday Night Step Group
Room: Parlor, Tuesdays 7:00-8:30 p.m.
Rental term: month-to-month starting 3/1/2026. Either party may end this agreement with 30 days' notice.
Donation: $60 per month, due the first Tuesday of each month.
Signed 2/20/2026 for the church: Office Manager`,
  },
  {
    name: 'Annual budget with a fiscal year ending',
    kind: 'policy',
    expected: null,
    text: `PROPOSED OPERATING BUDGET
For the fiscal year ending December 31, 2026
Approved by Church Council on November 16, 2025

INCOME                         2025 Budget     2026 Budget
Pledges and offerings          $512,000        $530,000
Building use                   $18,000         $21,500
EXPENSES
Staff compensation             $318,000        $331,000
Missions and benevolence       $52,000         $55,000
Total expenses                 $528,700        $549,200`,
  },
  {
    name: 'Board resolution authorising bank signers',
    kind: 'minutes',
    expected: null,
    text: `RESOLUTION OF THE BOARD OF DIRECTORS
Community Hope Center, Inc.

WHEREAS the Treasurer, Alan Pierce, resigned on April 30, 2026; and
WHEREAS the Board elected Maria Gomez as Treasurer on May 12, 2026;

RESOLVED, that effective June 1, 2026, the authorized signers on all accounts of the Corporation at
First Federal Bank are: Maria Gomez (Treasurer), David Chu (Chair) and Nora Bell (Executive Director).

Certified as adopted on May 12, 2026.
Secretary: ____________________`,
  },
  {
    name: 'Vendor W-9 form',
    kind: 'form',
    expected: null,
    text: `Form W-9 (Rev. March 2024)
Request for Taxpayer Identification Number and Certification
1 Name: Bright Lights Audio Visual LLC
3 Federal tax classification: Limited liability company (S corporation)
5 Address: 900 Commerce Way, Suite 4
6 City, state, and ZIP code: Fort Wayne, IN 46808
Part I Taxpayer Identification Number - Employer identification number: 82-1177408
Part II Certification - Under penalties of perjury, I certify that the number shown on this form is
my correct taxpayer identification number.
Signature of U.S. person: Jason Bright     Date: 01/15/2026`,
  },
  {
    name: 'Annual meeting notice letter',
    kind: 'letter',
    expected: null,
    text: `April 26, 2026

Dear Members of Crossway Church,

Notice is hereby given that the Annual Members' Meeting will be held on Sunday, May 17, 2026 at 12:30
p.m. in the Worship Center. The business of the meeting will be the election of three elders for
terms of three years, approval of the 2026-2027 budget, and the report of the nominating committee.

Proxy forms must be returned to the church office by May 14, 2026.

For the Elders,
Michael Tran, Secretary`,
  },
];
