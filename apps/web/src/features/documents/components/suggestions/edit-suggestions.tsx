import { Lightbulb } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Button } from '@/components/ui/button';
import { formatDay } from '@/lib/format-day';
import { useDocumentSuggestions } from '../../api/get-document-suggestions';
import { hasSuggestedChanges, splitTags, suggestedChanges } from '../../suggestions';

/** The Edit Document form's fields a suggestion can fill. */
export interface SuggestableValues {
  category: string;
  expiryDate: string;
  tags: string;
}

interface EditSuggestionsProps {
  documentId: string;
  /** Only once the text has been read: before, there is nothing to suggest from. */
  enabled: boolean;
  values: SuggestableValues;
  /** The categories the form offers; another is not suggested. */
  categories: readonly string[];
  disabled: boolean;
  onUse: (key: keyof SuggestableValues, value: string) => void;
}

function Suggestion({
  label,
  children,
  onUse,
  disabled,
}: {
  label: string;
  children: ReactNode;
  onUse: () => void;
  disabled: boolean;
}) {
  return (
    <li className="flex items-start justify-between gap-3 py-2">
      <p className="min-w-0 text-sm wrap-anywhere text-slate-800">
        <span className="font-medium">{label}:</span> {children}
      </p>
      <Button variant="secondary" size="sm" onClick={onUse} disabled={disabled}>
        Use<span className="sr-only"> suggested {label.toLowerCase()}</span>
      </Button>
    </li>
  );
}

/**
 * Edit Document: what the document's text suggests where it differs from the form, each with "Use",
 * which fills the field (the person still saves). Nothing shows when there is nothing different.
 */
export function EditSuggestions({
  documentId,
  enabled,
  values,
  categories,
  disabled,
  onUse,
}: EditSuggestionsProps) {
  const headingId = useId();
  const suggestions = useDocumentSuggestions(documentId, enabled);
  if (!suggestions.data) return null;
  const current = splitTags(values.tags);
  const changes = suggestedChanges(suggestions.data, {
    category: values.category,
    expiryDate: values.expiryDate || null,
    tags: current,
  });
  const category = changes.category && categories.includes(changes.category) ? changes.category : null;
  if (!hasSuggestedChanges({ ...changes, category })) return null;

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-indigo-200 bg-indigo-50/60 px-3 py-2.5"
    >
      <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <Lightbulb aria-hidden="true" className="size-4 shrink-0 text-indigo-600" />
        Suggestions from the document
      </h3>
      <ul className="divide-y divide-indigo-100">
        {changes.expiry ? (
          <Suggestion
            label="Expiry date"
            disabled={disabled}
            onUse={() => changes.expiry && onUse('expiryDate', changes.expiry.date)}
          >
            {formatDay(changes.expiry.date)} —{' '}
            <span className="text-slate-600">“{changes.expiry.sentence}”</span>
          </Suggestion>
        ) : null}
        {category ? (
          <Suggestion label="Category" disabled={disabled} onUse={() => onUse('category', category)}>
            {category}
          </Suggestion>
        ) : null}
        {changes.tags.length > 0 ? (
          <Suggestion
            label="Tags"
            disabled={disabled}
            onUse={() => onUse('tags', [...current, ...changes.tags].join(', '))}
          >
            {changes.tags.join(', ')}
          </Suggestion>
        ) : null}
      </ul>
    </section>
  );
}
