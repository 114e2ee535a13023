/**
 * 'Add to library': the finished job's PDF and text saved as a document (name, category, department,
 * tags, and the client, site, project or asset it is about).
 */
import {
  type AddToLibraryInput,
  type CatalogueDocument,
  DOCUMENT_CATEGORIES,
  DOCUMENT_DEPARTMENTS,
  type DocumentCategory,
  type DocumentDepartment,
} from '@firebreak/shared';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { FormDialog } from '@/components/form-dialog/form-dialog';
import { errorMessage } from '@/lib/api-error';
import { TagsField } from '../../../components/tags-field';
import { LinkFields } from '../../../manage/components/link-fields';
import { nameFromFileName } from '../../../manage/file-rules';
import { chosenLinkInput, type LinkValues, NO_LINKS } from '../../../manage/link-values';
import { useAddToLibrary } from '../../api/add-to-library';
import { PROCESSING_STRINGS as S } from '../../strings';

export function AddToLibraryDialog({
  jobId,
  fileName,
  onClose,
  onAdded,
}: {
  jobId: string;
  fileName: string;
  onClose: () => void;
  onAdded: (document: CatalogueDocument) => void;
}) {
  const [name, setName] = useState(() => nameFromFileName(fileName));
  const [category, setCategory] = useState<DocumentCategory | ''>('');
  const [department, setDepartment] = useState<DocumentDepartment>('General');
  const [tags, setTags] = useState<string[]>([]);
  const [description, setDescription] = useState('');
  const [links, setLinks] = useState<LinkValues>(NO_LINKS);
  const [touched, setTouched] = useState(false);
  const mutation = useAddToLibrary();

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!name.trim() || !category) return;
    const input: AddToLibraryInput = {
      name: name.trim(),
      category,
      department,
      tags,
      ...(description.trim() ? { description: description.trim() } : {}),
      ...chosenLinkInput(links),
    };
    mutation.mutate({ jobId, input }, { onSuccess: onAdded });
  }

  return (
    <FormDialog
      title={S.addToLibrary}
      titleId="add-to-library-title"
      onClose={mutation.isPending ? () => {} : onClose}
      onSubmit={submit}
      busy={mutation.isPending}
      cancelDisabledWhileBusy
      error={mutation.isError ? errorMessage(mutation.error, S.addFailed) : null}
      saveLabel={mutation.isPending ? S.adding : S.add}
      cancelLabel={S.cancel}
    >
      <TextField
        label={S.name}
        value={name}
        onChange={(event) => setName(event.target.value)}
        required
        error={touched && !name.trim()}
        helperText={touched && !name.trim() ? S.nameRequired : undefined}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        select
        label={S.category}
        value={category}
        onChange={(event) => setCategory(event.target.value as DocumentCategory)}
        required
        error={touched && !category}
        helperText={touched && !category ? S.categoryRequired : undefined}
      >
        {DOCUMENT_CATEGORIES.map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={S.department}
        value={department}
        onChange={(event) => setDepartment(event.target.value as DocumentDepartment)}
        required
      >
        {DOCUMENT_DEPARTMENTS.map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </TextField>
      <TagsField label={S.tags} value={tags} onChange={setTags} disabled={mutation.isPending} />
      <TextField
        label={S.description}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <LinkFields value={links} onChange={setLinks} disabled={mutation.isPending} />
    </FormDialog>
  );
}
