import type { Document, UpdateDocumentRequest } from '@steward/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Lightbulb } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { formatDay } from '@/lib/format-day';
import { useDocument } from '../../api/get-document';
import { useDocumentSuggestions } from '../../api/get-document-suggestions';
import { documentKeys } from '../../api/query-keys';
import { useUpdateDocument } from '../../api/update-document';
import { forgetUpload, useWatchedUploads, type WatchedUpload } from '../../hooks/use-watched-uploads';
import { hasSuggestedChanges, type SuggestedChanges, suggestedChanges } from '../../suggestions';

type Part = keyof SuggestedChanges;

/** The document's properties as the PATCH takes them, with only `changes` different. */
function propertiesWith(document: Document, changes: Partial<UpdateDocumentRequest>): UpdateDocumentRequest {
  return {
    name: document.name,
    category: document.category as UpdateDocumentRequest['category'],
    expiryDate: document.expiryDate,
    tags: document.tags,
    description: document.description,
    ...changes,
  };
}

interface SuggestionRowProps {
  children: ReactNode;
  /** "Use this date" or "Apply", with what it applies to for screen readers. */
  acceptLabel: string;
  context: string;
  busy: boolean;
  onAccept: () => void;
  onDismiss: () => void;
}

function SuggestionRow({ children, acceptLabel, context, busy, onAccept, onDismiss }: SuggestionRowProps) {
  return (
    <li className="flex flex-col gap-2 py-2.5 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <p className="min-w-0 text-sm wrap-anywhere text-slate-800">{children}</p>
      <div className="flex shrink-0 gap-2">
        <Button size="sm" disabled={busy} onClick={onAccept}>
          {acceptLabel}
          <span className="sr-only"> ({context})</span>
        </Button>
        <Button size="sm" variant="secondary" disabled={busy} onClick={onDismiss}>
          Dismiss
          <span className="sr-only"> ({context})</span>
        </Button>
      </div>
    </li>
  );
}

/**
 * One uploaded document: asked again while its text is read, then what the text suggests, if it
 * differs from what the document has. Nothing changes without a click; a document with nothing to
 * suggest (or no text) is no longer watched.
 */
function UploadSuggestionCard({ watched }: { watched: WatchedUpload }) {
  const queryClient = useQueryClient();
  const document = useDocument(watched.id);
  const current = document.data;
  const readable = current?.text.state === 'done' && current.can.edit;
  const suggestions = useDocumentSuggestions(watched.id, readable);
  const update = useUpdateDocument();
  const [answered, setAnswered] = useState<ReadonlySet<Part>>(new Set());

  const changes = current && suggestions.data ? suggestedChanges(suggestions.data, current) : null;
  const open: SuggestedChanges | null = changes
    ? {
        expiry: answered.has('expiry') ? null : changes.expiry,
        category: answered.has('category') ? null : changes.category,
        tags: answered.has('tags') ? [] : changes.tags,
      }
    : null;
  const finished =
    document.isError ||
    suggestions.isError ||
    (current !== undefined &&
      !readable &&
      current.text.state !== 'waiting' &&
      current.text.state !== 'reading') ||
    (open !== null && !hasSuggestedChanges(open));

  useEffect(() => {
    if (finished) forgetUpload(watched.id);
  }, [finished, watched.id]);

  if (!current || !open || finished) return null;
  const name = current.name;

  function answer(part: Part) {
    setAnswered((parts) => new Set(parts).add(part));
  }

  function accept(part: Part, changed: Partial<UpdateDocumentRequest>, done: string) {
    if (!current) return;
    update.mutate(
      { id: current.id, ...propertiesWith(current, changed) },
      {
        onSuccess: (updated) => {
          queryClient.setQueryData(documentKeys.detail(updated.id), updated);
          answer(part);
          toast.success(done);
        },
        onError: (error) => toast.error(`Failed to update document: ${errorMessage(error)}`),
      },
    );
  }

  const busy = update.isPending;
  return (
    <li className="rounded-xl border border-indigo-200 bg-indigo-50/60 px-4 py-3 shadow-sm">
      <h2 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <Lightbulb aria-hidden="true" className="size-4 shrink-0 text-indigo-600" />
        <span className="wrap-anywhere">Suggestions for {name}</span>
      </h2>
      <ul className="divide-y divide-indigo-100">
        {open.expiry ? (
          <SuggestionRow
            acceptLabel="Use this date"
            context={`expiry date of ${name}`}
            busy={busy}
            onAccept={() =>
              open.expiry &&
              accept(
                'expiry',
                { expiryDate: open.expiry.date },
                `Expiry date of ${name} set to ${formatDay(open.expiry.date)}`,
              )
            }
            onDismiss={() => answer('expiry')}
          >
            We found an expiry date in {name}: {formatDay(open.expiry.date)} —{' '}
            <span className="text-slate-600">“{open.expiry.sentence}”</span>
          </SuggestionRow>
        ) : null}
        {open.category ? (
          <SuggestionRow
            acceptLabel="Apply"
            context={`category of ${name}`}
            busy={busy}
            onAccept={() =>
              open.category &&
              accept('category', { category: open.category }, `Category of ${name} set to ${open.category}`)
            }
            onDismiss={() => answer('category')}
          >
            Suggested category: {open.category}
          </SuggestionRow>
        ) : null}
        {open.tags.length > 0 ? (
          <SuggestionRow
            acceptLabel="Apply"
            context={`tags of ${name}`}
            busy={busy}
            onAccept={() =>
              accept(
                'tags',
                { tags: [...current.tags, ...open.tags] },
                `Tags added to ${name}: ${open.tags.join(', ')}`,
              )
            }
            onDismiss={() => answer('tags')}
          >
            Suggested tags: {open.tags.join(', ')}
          </SuggestionRow>
        ) : null}
      </ul>
    </li>
  );
}

/**
 * Right after an upload: for each document uploaded, once its text has been read, the expiry date,
 * category and tags it suggests (when they differ), to use or dismiss. Shown on the upload and
 * document pages, so it follows the person from one to the other.
 */
export function UploadSuggestions() {
  const watched = useWatchedUploads();
  if (watched.length === 0) return null;
  return (
    <section aria-label="Suggestions for your uploads" aria-live="polite" className="has-[li]:mb-6">
      <ul className="flex flex-col gap-3">
        {watched.map((upload) => (
          <UploadSuggestionCard key={upload.id} watched={upload} />
        ))}
      </ul>
    </section>
  );
}
