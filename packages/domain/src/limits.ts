/** Bytes in a megabyte, as the spec counts them (spec 000 §9: sizes are shown base 1024). */
export const MEGABYTE = 1024 * 1024;

/**
 * Every numeric limit of Steward's inputs, written once. The domain's schemas enforce them (on the
 * server, and in the web app before anything is sent), and the web app's fields restate them as
 * `maxLength`. Lengths count characters (after trimming where the schema trims), sizes count bytes.
 * Where the spec states a limit its section is named; the others are Steward's own bounds, so that
 * no request carries unbounded text.
 */
export const LIMITS = {
  /** Signing in, signing up, accepting an invitation, naming the organisation. */
  account: {
    /** Spec 000 §5, §9: the shortest new password (sign-up, accepting an invitation). */
    passwordMin: 6,
    /** The longest password taken at all (bounds the hashing work). */
    passwordMax: 1024,
    /** A member's full name (sign-up, invitation). */
    fullName: 200,
    /** The organisation's name (spec 000 §5: required and trimmed). */
    organizationName: 200,
    /** A passkey's name, as its owner calls it ("Office laptop"). */
    passkeyName: 60,
    /** Passkeys one member may register (each is a row kept for good; a few per device is plenty). */
    passkeys: 20,
    /** A typed authenticator or recovery code, spaces and dashes included. */
    codeMax: 32,
    /** WebAuthn responses are small JSON documents; anything larger is refused unread. */
    webauthnResponseMax: 16_384,
    /** Email domains an organisation restricts single sign-on to. */
    ssoDomains: 20,
    ssoDomain: 253,
  },

  /** Documents and their properties (spec 000 §3 Document). */
  document: {
    /** A document's name, which is its file name, extension included. */
    name: 255,
    /** A document's description (spec 000 §5: an empty one becomes null). */
    description: 2000,
    /** The upload form's tags as typed, comma-separated (spec 000 §5). */
    tagsText: 2000,
    /** One tag, also as a list filter. */
    tag: 50,
    /** How many tags a document carries. */
    tags: 30,
    /**
     * 5 MB, for the text editor (spec 000 §2): the most text it saves (counted in characters) and the
     * largest text document it opens (counted in bytes).
     */
    text: 5 * MEGABYTE,
  },

  /** The Email Documents modal (spec 000 §3 Email draft). */
  email: {
    /** Addresses in each of To, Cc and Bcc. */
    recipients: 50,
    /** Spec 000 §5: the subject is required; one line of at most this many characters. */
    subject: 300,
    /** The message text. */
    message: 20_000,
    /** Documents one email is about. */
    documents: 50,
    /** Spec 000 §5, §9: the modal warns above this total size of attachments (25MB). */
    attachmentWarningBytes: 25 * MEGABYTE,
  },

  /** Spec 000 §5, §9: the custom logo, an SVG file under 1MB (a file of exactly 1MB is too large). */
  logo: {
    /** The smallest size refused. */
    bytes: MEGABYTE,
  },

  /** Spec 000 §3 Integration, as the Edit Integration modal edits it. */
  integration: {
    name: 100,
    description: 500,
    /** The web address the card opens. */
    url: 2000,
    /** The optional note. */
    note: 500,
  },

  /** Spec 000 §3 Integration contact: every field optional. */
  contact: {
    name: 200,
    title: 200,
    /** The longest email address there is (RFC 5321). */
    email: 254,
    phone: 40,
    /** Labelled Department/Team. */
    company: 200,
    notes: 1000,
  },

  /** Spec 000 §3 OAuth config, and the callback's query parameters. */
  oauth: {
    clientId: 500,
    clientSecret: 2000,
    /** BambooHR's company domain: one DNS label. */
    companyDomain: 63,
    /** The callback's `code`. */
    code: 4096,
    /** The callback's `state`. */
    state: 512,
    /** The callback's `error`. */
    error: 200,
    /** The callback's `error_description`. */
    errorDescription: 1000,
  },

  /** Spec 000 §3 Corporate status. */
  corporateStatus: {
    entityName: 200,
  },

  /** A department's team (Manage Access). */
  department: {
    /** Members in one team. */
    team: 500,
  },

  /** Spec 001 §2, §5: the donor assistant's chat. */
  assistant: {
    /** The longest question (after trimming). */
    message: 2000,
    /** Earlier turns of the conversation sent along with a question. */
    history: 10,
    /** The longest earlier turn sent along; longer ones are cut. */
    historyTurn: 8000,
  },

  /** Spec 001: the donor database. */
  donors: {
    /** Donor cards on one page of the All Donors directory. */
    directoryPageSize: 50,
    /** Spec 001 §9: the upload history keeps the last 50 entries. */
    importHistory: 50,
    /** Spec 001 §9: the top 10 donors are kept in the analysis. */
    topDonors: 10,
    /**
     * The longest first name, last name or address part of a donor, typed on a donor's page or read
     * from a donor file (the phone and email follow `contact`).
     */
    contactField: 200,
    /** A donor file's full name column before it is split: a first and a last name and a space. */
    fullName: 2 * 200 + 1,
    /** A gift's fund as a donor file names it. */
    fund: 200,
    /** A gift's transaction id as a donor file gives it. */
    externalId: 200,
    /** Gifts on one page of a donor's page. */
    giftsPageSize: 50,
    /** Likely duplicates a donor's page offers to merge. */
    possibleDuplicates: 5,
    /**
     * Donors sharing one key (an email, a phone, an address, a name) beyond which the key says
     * nothing about duplicates (an office email typed for every donor) and is not compared within.
     */
    duplicateGroup: 300,
    /** Donors one donor's page reads as candidates at most (a key shared with thousands says little). */
    duplicateCandidates: 5000,
    /** The newest refunds a donor's page lists (refunds are rare; a statement lists all of its period). */
    refundsShown: 100,
    /** The newest in-kind (non-cash) gifts a donor's page lists (a statement lists all of its period). */
    inKindShown: 100,
    /** The newest adjustments of batch gifts a donor's page lists (adjustments are rare). */
    adjustmentsShown: 100,
    /**
     * The rows of a donor file an import preview lists as already entered by hand (a batch's gifts
     * arriving again in the online platform's export); all of them are counted.
     */
    handEnteredShown: 100,
    /**
     * Funds one import may add to the fund list: a file naming more is far likelier to have a wrong
     * column taken for its fund (a transaction id) than that many new funds.
     */
    importNewFunds: 100,
    /** A household's name for statements and letters ("John and Mary Smith", "The Smith Family"). */
    householdName: 200,
    /** Donors one household may hold: a family, not a congregation. */
    householdMembers: 12,
  },

  /** Contribution batches: gifts entered by hand (not in the spec: docs/spec-deviations.md). */
  batches: {
    /** A batch's name and its bank account label. */
    name: 120,
    bankAccount: 120,
    /** A batch's note, a gift's memo, an adjustment's or a reopening's reason. */
    note: 1000,
    memo: 500,
    reason: 1000,
    /** An in-kind gift's description. */
    inKindDescription: 500,
    /** Check numbers are text (leading zeros, letters), up to 20 characters. */
    checkNumber: 20,
    /** An envelope number on a donor's page. */
    envelopeNumber: 20,
    /** Funds one gift may be split across. */
    allocations: 10,
    /** Gifts one batch may hold (a large church's Sunday is a few hundred). */
    gifts: 5000,
    /** The largest amount of one gift, in cents ($10 million): a slip of the keyboard is refused. */
    amountCentsMax: 1_000_000_000,
    /**
     * Control figures: expected gifts and expected total in cents. The expected total's limit is
     * also that of the gifts entered in one batch ($1 billion), so no batch's figures leave the
     * range a number holds exactly, whatever is stored.
     */
    expectedCountMax: 5000,
    expectedTotalCentsMax: 100_000_000_000,
    /** Bills or coins of one denomination on a count sheet's cash breakdown. */
    cashPiecesMax: 1_000_000,
    /** Donors one type-ahead answer lists. */
    lookupResults: 10,
    /** Batches one page of the list shows. */
    pageSize: 50,
    /** A gift is unusual when it is this many times the donor's usual (median) gift. */
    unusualGiftFactor: 10,
    /** A donor's usual gift is said only once they have given this many times. */
    usualGiftMinimumGifts: 3,
    /** Someone saved a gift or had the grid open this recently: they are still entering. */
    presenceSeconds: 120,
    /** A fund's ledger account, and the bank's. */
    ledgerAccount: 100,
  },

  /** Year-end giving statements. */
  statements: {
    /** The legal name, website, signer's name and title. */
    field: 200,
    /** The mailing address, all its lines. */
    address: 500,
    /** The statement message. */
    message: 2000,
    /** Runs the statements page lists. */
    runsListed: 20,
  },

  /** The paged, searchable lists (documents, donors, audit log, outbox). */
  list: {
    /** The text of a search box. */
    search: 200,
    /** Rows on a page unless the caller asks for another size (spec 000 §9 leaves it open). */
    pageSize: 25,
    /** The most rows one page may ask for. */
    pageSizeMax: 100,
  },

  /** A key in a request's path: a department slug, operations category, provider id, integration key. */
  pathKey: 100,
} as const;
