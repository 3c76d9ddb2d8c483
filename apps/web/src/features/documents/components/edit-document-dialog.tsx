import {
  DOCUMENT_CATEGORIES,
  type Document,
  type DocumentCategory,
  documentEditSchema,
  LIMITS,
  UPLOAD_CATEGORIES,
} from '@steward/domain';
import { useId } from 'react';
import { toast } from 'sonner';
import { DialogActions } from '@/components/dialog-actions';
import { FormField } from '@/components/form-field';
import { ErrorMessage } from '@/components/ui/alert';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useUpdateDocument } from '../api/update-document';
import { EditSuggestions } from './suggestions/edit-suggestions';

function isCategory(value: string): value is DocumentCategory {
  return (UPLOAD_CATEGORIES as readonly string[]).includes(value);
}

/** The 14 categories of spec 000 §3, plus the document's own when it is Donor Data. */
function categoryOptions(current: string): readonly string[] {
  const categories: readonly string[] = DOCUMENT_CATEGORIES;
  return categories.includes(current) || !isCategory(current) ? categories : [...categories, current];
}

/** The Edit Document modal's fields as typed; the category is '' until one is chosen. */
interface EditValues {
  name: string;
  category: string;
  expiryDate: string;
  tags: string;
  description: string;
}

/**
 * The properties as typed, checked with the API's rules (documentEditSchema) before anything is sent.
 * One problem at a time, above the buttons, until the next try ("Please select a category").
 */
function EditDocumentForm({ document, onDone }: { document: Document; onDone: () => void }) {
  const update = useUpdateDocument();
  const busy = update.isPending;
  const { values, errors, error, change, handleSubmit } = useSchemaForm(
    documentEditSchema,
    (): EditValues => ({
      name: document.name,
      category: isCategory(document.category) ? document.category : '',
      expiryDate: document.expiryDate ?? '',
      tags: document.tags.join(', '),
      description: document.description ?? '',
    }),
    {
      busy,
      report: 'form',
      clearErrorOnEdit: false,
      onSave: (properties) =>
        update.mutate(
          { id: document.id, ...properties },
          {
            onSuccess: () => {
              toast.success('Document updated');
              onDone();
            },
            onError: (cause) =>
              toast.error(`Failed to update document: ${errorMessage(cause, 'Unknown error')}`),
          },
        ),
    },
  );
  const ids = useId();

  const field = (key: keyof EditValues) => ({
    id: `${ids}-${key === 'expiryDate' ? 'expiry' : key}`,
    name: key,
    invalid: errors[key] !== undefined,
  });

  return (
    <form className="flex flex-col gap-4" onSubmit={handleSubmit}>
      <FormField {...field('name')} label="Name">
        {(control) => (
          <Input
            {...control}
            required
            maxLength={LIMITS.document.name}
            value={values.name}
            onChange={(event) => change('name', event.target.value)}
            disabled={busy}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField {...field('category')} label="Category">
          {(control) => (
            <Select
              {...control}
              aria-required="true"
              value={values.category}
              onChange={(event) => change('category', event.target.value)}
              disabled={busy}
            >
              {values.category === '' ? (
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
          )}
        </FormField>
        <FormField {...field('expiryDate')} label="Expiry Date" optional>
          {(control) => (
            <Input
              {...control}
              type="date"
              value={values.expiryDate}
              onChange={(event) => change('expiryDate', event.target.value)}
              disabled={busy}
            />
          )}
        </FormField>
      </div>
      <FormField {...field('tags')} label="Tags" optional hint="Separate tags with commas.">
        {(control) => (
          <Input
            {...control}
            value={values.tags}
            onChange={(event) => change('tags', event.target.value)}
            disabled={busy}
            placeholder="policy, staff, 2026"
          />
        )}
      </FormField>
      <FormField {...field('description')} label="Description" optional>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={LIMITS.document.description}
            value={values.description}
            onChange={(event) => change('description', event.target.value)}
            disabled={busy}
          />
        )}
      </FormField>
      <EditSuggestions
        documentId={document.id}
        enabled={document.text.state === 'done'}
        values={values}
        categories={categoryOptions(document.category)}
        disabled={busy}
        onUse={change}
      />
      {error ? <ErrorMessage>{error}</ErrorMessage> : null}
      <DialogActions className="mt-2" submitLabel="Save Changes" busy={busy} />
    </form>
  );
}

interface EditDocumentDialogProps {
  document: Document;
  onClose: () => void;
}

/**
 * Spec 000 §2 Edit Document modal: name, category (required), expiry date, tags and description;
 * Steward adds what the document's text suggests for them, to fill in with a click.
 */
export function EditDocumentDialog({ document, onClose }: EditDocumentDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="lg" title="Edit Document" description={document.name}>
        <EditDocumentForm document={document} onDone={onClose} />
      </DialogContent>
    </Dialog>
  );
}
