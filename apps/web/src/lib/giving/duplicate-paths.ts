/** The possible duplicates to work through, in the Giving section. */
export const DUPLICATES_PATH = '/giving/duplicates';
