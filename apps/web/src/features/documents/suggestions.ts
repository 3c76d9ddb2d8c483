import {
  DONOR_DATA_CATEGORY,
  type DocumentCategory,
  type DocumentSuggestions,
  LIMITS,
} from '@steward/domain';

/** What a document (or the Edit Document form) has now, to tell a suggestion from what is already there. */
export interface CurrentProperties {
  category: string;
  /** `yyyy-MM-dd`, or null (or '') for none. */
  expiryDate: string | null;
  tags: readonly string[];
}

/** The suggestions that would change something: each null (or no tags) when it would not. */
export interface SuggestedChanges {
  expiry: { date: string; sentence: string } | null;
  category: DocumentCategory | null;
  /** The suggested tags the document does not carry yet, as many as it can still take. */
  tags: string[];
}

/** The tags typed in a form, as the list they become (spec 000 §5: comma-separated, trimmed). */
export function splitTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/**
 * The suggestions that differ from the document's properties. Donor Data is never suggested: that
 * category feeds the donor database and takes CSV files only.
 */
export function suggestedChanges(
  suggestions: DocumentSuggestions,
  current: CurrentProperties,
): SuggestedChanges {
  const carried = new Set(current.tags.map((tag) => tag.trim().toLowerCase()));
  const room = Math.max(0, LIMITS.document.tags - current.tags.length);
  const tags: string[] = [];
  for (const tag of suggestions.tags) {
    const key = tag.trim().toLowerCase();
    if (!key || carried.has(key)) continue;
    carried.add(key);
    tags.push(tag.trim());
  }
  return {
    expiry:
      suggestions.expiry && suggestions.expiry.date !== (current.expiryDate || null)
        ? suggestions.expiry
        : null,
    category:
      suggestions.category &&
      suggestions.category !== current.category &&
      suggestions.category !== DONOR_DATA_CATEGORY
        ? suggestions.category
        : null,
    tags: tags.slice(0, room),
  };
}

export function hasSuggestedChanges(changes: SuggestedChanges): boolean {
  return changes.expiry !== null || changes.category !== null || changes.tags.length > 0;
}
