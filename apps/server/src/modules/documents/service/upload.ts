import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import {
  canAccessDocumentCategory,
  cleanFileName,
  DONOR_DATA_ATTACHMENT_EXTENSIONS,
  DONOR_DATA_CATEGORY,
  DONOR_DATA_CSV_ONLY,
  FUNDRAISING_RESTRICTED,
  fileExtension,
  fitsCategory,
  isAcceptedUpload,
  isoDay,
  NO_FILE_SELECTED,
  parseTags,
  UPLOAD_EXTENSIONS,
  uploadFieldsSchema,
} from '@steward/domain';
import type { Tx } from '@/db/client';
import { withTenant } from '@/db/tenant';
import type { MemberContext } from '@/platform/authorization';
import { detectContentType, SNIFF_BYTES } from '@/platform/content-type';
import { forbidden, invalid, payloadTooLarge } from '@/platform/errors';
import { markGarbage, unmarkGarbage } from '@/platform/storage/garbage';
import { toDocument } from '../presenter';
import * as q from '../queries/documents';
import { type DocumentDeps, inOneHour, removeObject, storageKeyFor } from './documents';

/** Spec 000 §5. */

function fieldValue(file: MultipartFile, name: string): string | undefined {
  const field = file.fields[name];
  const part = Array.isArray(field) ? field[0] : field;
  return part && part.type === 'field' ? String(part.value) : undefined;
}

/** Refuses the upload; the rest of the file is read and dropped so the client gets the answer. */
function refuse(file: MultipartFile, error: Error): never {
  file.file.resume();
  throw error;
}

/** Spec 000 §2 Upload, one file per request: checks the form fields and the name, then stores the file. */
export async function receiveUpload(
  deps: DocumentDeps,
  member: MemberContext,
  file: MultipartFile | undefined,
  maxBytes: number,
) {
  if (!file) throw invalid(NO_FILE_SELECTED);
  const fields = uploadFieldsSchema.safeParse({
    category: fieldValue(file, 'category'),
    expiryDate: fieldValue(file, 'expiryDate'),
    tags: fieldValue(file, 'tags'),
    description: fieldValue(file, 'description'),
  });
  if (!fields.success) refuse(file, invalid(fields.error.issues[0]?.message ?? 'Invalid upload'));
  // As requireCategoryAccess, refusing before a byte is stored.
  if (!canAccessDocumentCategory(member.role, fields.data.category)) {
    refuse(file, forbidden(FUNDRAISING_RESTRICTED));
  }
  const name = cleanFileName(file.filename);
  if (!name) refuse(file, invalid('The file needs a name'));
  if (!isAcceptedUpload(name)) {
    refuse(
      file,
      invalid(`"${name}" is not a supported file type. Supported: ${UPLOAD_EXTENSIONS.join(', ')}`),
    );
  }
  if (!fitsCategory(fields.data.category, name)) refuse(file, invalid(DONOR_DATA_CSV_ONLY));
  const { category, expiryDate, tags, description } = fields.data;
  const row = await storeFile(deps, member, file, name, maxBytes, {
    category,
    expiryDate,
    tags: parseTags(tags),
    description,
  });
  deps.wakeTextReader();
  return toDocument(member, row);
}

/**
 * A check or count-sheet image kept with a contribution batch: a Donor Data document, so row-level
 * security shows it only to members with fundraising access, stored as any upload (same size limit,
 * type recognised from its bytes) but never taken by the donor data sync (it is no donor file).
 * `link` runs in the transaction that records the document, so the document and what points at it
 * are there together or not at all. Returns the new document's id and name.
 */
export async function receiveDonorDataAttachment(
  deps: Pick<DocumentDeps, 'db' | 'storage'>,
  member: MemberContext,
  file: MultipartFile | undefined,
  maxBytes: number,
  link: (tx: Tx, documentId: string) => Promise<void>,
): Promise<{ id: string; name: string }> {
  if (!file) throw invalid(NO_FILE_SELECTED);
  if (!canAccessDocumentCategory(member.role, DONOR_DATA_CATEGORY))
    refuse(file, forbidden(FUNDRAISING_RESTRICTED));
  const name = cleanFileName(file.filename);
  if (!name) refuse(file, invalid('The file needs a name'));
  if (!(DONOR_DATA_ATTACHMENT_EXTENSIONS as readonly string[]).includes(fileExtension(name))) {
    refuse(
      file,
      invalid(
        `"${name}" is not an image or a PDF. Supported: ${DONOR_DATA_ATTACHMENT_EXTENSIONS.join(', ')}`,
      ),
    );
  }
  const row = await storeFile(
    deps,
    member,
    file,
    name,
    maxBytes,
    {
      category: DONOR_DATA_CATEGORY,
      expiryDate: null,
      tags: [],
      description: null,
      isDonorDataProcessed: true,
    },
    link,
  );
  return { id: row.id, name: row.name };
}

/**
 * Recognises the type from the first bytes, then streams the file to storage while counting and
 * hashing it, so no file is ever held in memory. The object is marked as garbage before it is
 * written and unmarked in the transaction that records the document: a crash at any point leaves
 * nothing behind that the sweep does not remove.
 */
async function storeFile(
  deps: Pick<DocumentDeps, 'db' | 'storage'>,
  member: MemberContext,
  file: MultipartFile,
  name: string,
  maxBytes: number,
  properties: {
    category: string;
    expiryDate: string | null;
    tags: string[];
    description: string | null;
    isDonorDataProcessed?: boolean;
  },
  link?: (tx: Tx, documentId: string) => Promise<void>,
) {
  const extension = fileExtension(name);
  const chunks = file.file[Symbol.asyncIterator]();
  const headParts: Buffer[] = [];
  let headLength = 0;
  let ended = false;
  const tooLarge = () =>
    payloadTooLarge(`"${name}" is larger than the ${maxBytes / 1024 / 1024} MB upload limit.`);
  try {
    while (headLength < SNIFF_BYTES) {
      const next = await chunks.next();
      if (next.done) {
        ended = true;
        break;
      }
      headParts.push(next.value);
      headLength += next.value.length;
    }
  } catch (error) {
    throw isFileTooLarge(error) ? tooLarge() : error;
  }
  const head = Buffer.concat(headParts);
  if (head.length === 0) throw invalid(`"${name}" is empty`);
  const contentType = await detectContentType(head, extension);
  if (!contentType)
    refuse(file, invalid(`The content of "${name}" does not match its .${extension} extension`));

  const hash = createHash('sha256');
  let size = 0;
  async function* body() {
    hash.update(head);
    size += head.length;
    yield head;
    if (ended) return;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
      hash.update(next.value);
      size += next.value.length;
      yield next.value;
    }
  }

  const { db, storage } = deps;
  const storageKey = storageKeyFor(member.organizationId);
  await withTenant(db, member, (tx) => markGarbage(tx, member.organizationId, storageKey, inOneHour()));
  try {
    await storage.put(storageKey, Readable.from(body()), contentType);
  } catch (error) {
    await removeObject(db, storage, member, storageKey);
    throw isFileTooLarge(error) ? tooLarge() : error;
  }
  if (file.file.truncated) {
    await removeObject(db, storage, member, storageKey);
    throw tooLarge();
  }

  const row = await withTenant(db, member, async (tx) => {
    const id = await q.insertDocument(tx, {
      organizationId: member.organizationId,
      name,
      storageKey,
      sizeBytes: size,
      contentType,
      sha256: hash.digest('hex'),
      uploadDate: isoDay(new Date()),
      uploadedBy: member.userId,
      ...properties,
    });
    await unmarkGarbage(tx, storageKey);
    await link?.(tx, id);
    return q.findDocument(tx, member.organizationId, id);
  });
  if (!row) throw new Error('uploaded document not readable');
  return row;
}

function isFileTooLarge(error: unknown) {
  return (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';
}
