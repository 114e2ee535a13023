/**
 * The upload/edit form's values, and their check before sending: the file rules, then the same zod
 * schema the server parses the metadata with, so the form and the API cannot disagree.
 */
import { type CatalogueDocument, type DocumentMetadata, documentMetadataSchema } from '@firebreak/shared';
import { checkUploadFile } from './file-rules';
import {
  changedLinkInput,
  chosenLinkInput,
  isLinkedByVisit,
  type LinkValues,
  linkValuesOf,
  NO_LINKS,
} from './link-values';

export type DocumentFormMode = { kind: 'upload' } | { kind: 'edit'; doc: CatalogueDocument };

export type Field =
  | 'file'
  | 'name'
  | 'category'
  | 'department'
  | 'documentType'
  | 'revision'
  | 'description'
  | 'tags';
export type FieldErrors = Partial<Record<Field, string>>;

/** The order the fields appear in, so focus can go to the first one in error. */
export const FIELD_ORDER: Field[] = [
  'file',
  'name',
  'category',
  'department',
  'documentType',
  'revision',
  'tags',
  'description',
];

export type FormValues = {
  name: string;
  category: string;
  department: string;
  documentType: string;
  revision: string;
  description: string;
  tags: string[];
  links: LinkValues;
};

export function initialValues(mode: DocumentFormMode): FormValues {
  if (mode.kind === 'upload')
    return {
      name: '',
      category: '',
      department: '',
      documentType: 'Document',
      revision: '',
      description: '',
      tags: [],
      links: NO_LINKS,
    };
  const { doc } = mode;
  return {
    name: doc.name,
    category: doc.category,
    department: doc.department,
    documentType: doc.documentType,
    revision: doc.revision,
    description: doc.description,
    tags: doc.tags,
    links: linkValuesOf(doc),
  };
}

export type FormCheck = { ok: true; metadata: DocumentMetadata } | { ok: false; errors: FieldErrors };

export function checkDocumentForm(mode: DocumentFormMode, values: FormValues, file: File | null): FormCheck {
  const errors: FieldErrors = {};
  if (mode.kind === 'upload') {
    const fileError = checkUploadFile(file);
    if (fileError) errors.file = fileError;
  }
  const { links, ...fields } = values;
  const parsed = documentMetadataSchema.safeParse({
    ...fields,
    // Not on the form: an edit keeps the document's own, an upload starts empty.
    subcategory: mode.kind === 'edit' ? mode.doc.subcategory : '',
    // A change sends the links only when they changed; a visit's report keeps the visit's.
    ...(mode.kind === 'upload'
      ? chosenLinkInput(links)
      : isLinkedByVisit(mode.doc)
        ? {}
        : changedLinkInput(mode.doc, links)),
  });
  if (!parsed.success)
    for (const issue of parsed.error.issues) errors[issue.path[0] as Field] ??= issue.message;
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, metadata: parsed.data };
}
