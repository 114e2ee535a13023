/**
 * Add / Edit quote template: one dialog on the shared FormDialog frame, checked with the API's own
 * schema before sending; the server's refusal (a duplicate name) shows above the fields. The three
 * lists are edited one item per line.
 */
import {
  LABELS,
  type ManagedQuoteTemplate,
  PROJECT_TYPES,
  type QuoteTemplateInput,
  quoteTemplateInputSchema,
} from '@firebreak/shared';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { z } from 'zod';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormDialog } from '@/components/form-dialog/form-dialog';
import { errorMessage } from '@/lib/api-error';
import { useSaveQuoteTemplate } from '../api/save-quote-template';
import { TEMPLATE_STRINGS as S } from './template-strings';

type Key = keyof typeof S.fields;
type Form = Record<Key, string>;

const blank: Form = {
  name: '',
  projectType: '',
  baseRate: '',
  minArea: '',
  maxArea: '',
  typicalDuration: '',
  includes: '',
  exclusions: '',
  notes: '',
  paymentTerms: '',
  validity: '',
  validityDays: '30',
  sortOrder: '',
};

const toForm = (template: ManagedQuoteTemplate): Form => ({
  name: template.name,
  projectType: template.projectType,
  baseRate: String(template.baseRate),
  minArea: String(template.minArea),
  maxArea: String(template.maxArea),
  typicalDuration: template.typicalDuration,
  includes: template.includes.join('\n'),
  exclusions: template.exclusions.join('\n'),
  notes: template.notes.join('\n'),
  paymentTerms: template.paymentTerms,
  validity: template.validity,
  validityDays: String(template.validityDays),
  sortOrder: String(template.sortOrder),
});

/** A number as typed: spaces dropped, a decimal comma read as a point; blank is not a number. */
const numberOf = (text: string) => {
  const plain = text.replace(/\s/g, '').replace(',', '.');
  return plain === '' ? Number.NaN : Number(plain);
};

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** What the API is sent; the schema reads it the same way on both sides. */
export function toTemplateInput(form: Form): QuoteTemplateInput {
  return {
    name: form.name,
    projectType: form.projectType as QuoteTemplateInput['projectType'],
    baseRate: numberOf(form.baseRate),
    minArea: numberOf(form.minArea),
    maxArea: numberOf(form.maxArea),
    typicalDuration: form.typicalDuration,
    includes: linesOf(form.includes),
    exclusions: linesOf(form.exclusions),
    notes: linesOf(form.notes),
    paymentTerms: form.paymentTerms,
    validity: form.validity,
    validityDays: numberOf(form.validityDays),
    ...(form.sortOrder.trim() === '' ? {} : { sortOrder: numberOf(form.sortOrder) }),
  };
}

/** The API's schema, read from the form as typed. */
const templateFormSchema = z.preprocess((form) => toTemplateInput(form as Form), quoteTemplateInputSchema);

export function TemplateFormDialog({
  template,
  onClose,
  onSaved,
}: {
  template: ManagedQuoteTemplate | null;
  onClose: () => void;
  /** Told what happened, for the tab's notice. */
  onSaved: (text: string) => void;
}) {
  const form = useZodForm<Form, QuoteTemplateInput>(templateFormSchema, template ? toForm(template) : blank);
  const { errors } = form;
  const save = useSaveQuoteTemplate();

  const submit = form.handleSubmit((_data, values) => {
    save.mutate(
      { ...(template ? { id: template.id } : {}), input: toTemplateInput(values) },
      { onSuccess: (saved) => onSaved(template ? S.saved(saved.name) : S.added(saved.name)) },
    );
  });

  const field = (key: Key, extra: object = {}) => (
    <TextField label={S.fields[key]} {...form.field(key)} fullWidth {...extra} />
  );
  const list = (key: 'includes' | 'exclusions' | 'notes') =>
    field(key, { multiline: true, minRows: 3, helperText: errors[key] ?? S.listHelp });
  const decimal = { inputMode: 'decimal' as const };
  const row = { direction: { xs: 'column', sm: 'row' } as const, spacing: 2 };

  return (
    <FormDialog
      title={template ? S.editTitle : S.addTitle}
      titleId={template ? 'edit-quote-template-title' : 'add-quote-template-title'}
      onClose={onClose}
      onSubmit={submit}
      busy={save.isPending}
      error={save.isError ? errorMessage(save.error, S.saveFailed) : null}
      maxWidth="md"
    >
      {field('name', { required: true, autoFocus: true })}
      <Stack {...row}>
        {field('projectType', {
          select: true,
          required: true,
          children: PROJECT_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {LABELS.projectType[type]}
            </MenuItem>
          )),
        })}
        {field('baseRate', { required: true, slotProps: { htmlInput: decimal } })}
      </Stack>
      <Stack {...row}>
        {field('minArea', { required: true, slotProps: { htmlInput: decimal } })}
        {field('maxArea', { required: true, slotProps: { htmlInput: decimal } })}
      </Stack>
      {field('typicalDuration', { required: true, helperText: errors.typicalDuration ?? S.durationHelp })}
      {list('includes')}
      {list('exclusions')}
      {list('notes')}
      {field('paymentTerms', { required: true, multiline: true, minRows: 2 })}
      {field('validity', { required: true, multiline: true, minRows: 2 })}
      <Stack {...row}>
        {field('validityDays', { required: true, slotProps: { htmlInput: { inputMode: 'numeric' } } })}
        {field('sortOrder', {
          helperText: errors.sortOrder ?? S.sortOrderHelp,
          slotProps: { htmlInput: { inputMode: 'numeric' } },
        })}
      </Stack>
    </FormDialog>
  );
}
