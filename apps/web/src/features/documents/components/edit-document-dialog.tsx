import {
  DOCUMENT_CATEGORIES,
  type Document,
  type DocumentCategory,
  parseTags,
  UPLOAD_CATEGORIES,
} from '@steward/domain';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { ErrorMessage } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { useUpdateDocument } from '../api/update-document';

function isCategory(value: string): value is DocumentCategory {
  return (UPLOAD_CATEGORIES as readonly string[]).includes(value);
}

/** The 14 categories of spec 000 §3, plus the document's own when it is Donor Data. */
function categoryOptions(current: string): readonly string[] {
  const categories: readonly string[] = DOCUMENT_CATEGORIES;
  return categories.includes(current) || !isCategory(current) ? categories : [...categories, current];
}

function EditDocumentForm({ document, onDone }: { document: Document; onDone: () => void }) {
  const [name, setName] = useState(document.name);
  const [category, setCategory] = useState(isCategory(document.category) ? document.category : '');
  const [problem, setProblem] = useState<string | null>(null);
  const [expiryDate, setExpiryDate] = useState(document.expiryDate ?? '');
  const [tags, setTags] = useState(document.tags.join(', '));
  const [description, setDescription] = useState(document.description ?? '');
  const update = useUpdateDocument();
  const busy = update.isPending;
  const ids = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!isCategory(category)) {
      setProblem('Please select a category');
      return;
    }
    setProblem(null);
    update.mutate(
      {
        id: document.id,
        name: name.trim(),
        category,
        expiryDate: expiryDate || null,
        tags: parseTags(tags),
        description: description.trim() || null,
      },
      {
        onSuccess: () => {
          toast.success('Document updated');
          onDone();
        },
        onError: (error) => toast.error(`Failed to update document: ${errorMessage(error, 'Unknown error')}`),
      },
    );
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={handleSubmit}>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${ids}-name`}>Name</Label>
        <Input
          id={`${ids}-name`}
          required
          maxLength={255}
          value={name}
          onChange={(event) => setName(event.target.value)}
          disabled={busy}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${ids}-category`}>Category</Label>
          <Select
            id={`${ids}-category`}
            aria-required="true"
            value={category}
            onChange={(event) => setCategory(event.target.value)}
            disabled={busy}
            aria-invalid={problem ? true : undefined}
          >
            {category === '' ? (
              <option value="" disabled>
                Select a category
              </option>
            ) : null}
            {categoryOptions(document.category).map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${ids}-expiry`}>
            Expiry Date <span className="font-normal text-slate-500">(optional)</span>
          </Label>
          <Input
            id={`${ids}-expiry`}
            type="date"
            value={expiryDate}
            onChange={(event) => setExpiryDate(event.target.value)}
            disabled={busy}
          />
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${ids}-tags`}>
          Tags <span className="font-normal text-slate-500">(optional)</span>
        </Label>
        <Input
          id={`${ids}-tags`}
          value={tags}
          onChange={(event) => setTags(event.target.value)}
          disabled={busy}
          aria-describedby={`${ids}-tags-hint`}
          placeholder="policy, staff, 2026"
        />
        <p id={`${ids}-tags-hint`} className="text-xs text-slate-500">
          Separate tags with commas.
        </p>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${ids}-description`}>
          Description <span className="font-normal text-slate-500">(optional)</span>
        </Label>
        <Textarea
          id={`${ids}-description`}
          rows={3}
          maxLength={2000}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          disabled={busy}
        />
      </div>
      {problem ? <ErrorMessage>{problem}</ErrorMessage> : null}
      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary" disabled={busy}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={busy}>
          {busy ? <Spinner className="size-4 text-current" /> : null}
          {busy ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}

interface EditDocumentDialogProps {
  document: Document;
  onClose: () => void;
}

/** Spec 000 §2 Edit Document modal: name, category (required), expiry date, tags and description. */
export function EditDocumentDialog({ document, onClose }: EditDocumentDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="lg" title="Edit Document" description={document.name}>
        <EditDocumentForm document={document} onDone={onClose} />
      </DialogContent>
    </Dialog>
  );
}
