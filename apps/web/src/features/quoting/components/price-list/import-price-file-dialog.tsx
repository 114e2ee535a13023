/**
 * Import price file (issue 17): choose the supplier and its CSV or XLSX file; map the file's columns
 * (selects filled from its header row, the supplier's remembered map offered first); preview what it
 * would add and change, with each failing row; Apply writes it all, or nothing, against the list the
 * preview was made with (its fingerprint).
 */
import {
  formatZarExact,
  type PriceColumnMap,
  type PriceImportChange,
  type PriceImportResult,
  type Supplier,
  suggestPriceColumnMap,
} from '@firebreak/shared';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { importRowErrors, useImportPriceFile } from '../../api/price-list-admin';
import { PRICE_LIST_STRINGS as S } from './strings';

type StepKey = 'file' | 'mapping' | 'preview';
const STEPS: StepKey[] = ['file', 'mapping', 'preview'];
type MapKey = keyof typeof S.mapFields;
type MapForm = Record<MapKey, string>;
const REQUIRED: MapKey[] = ['code', 'description', 'unitPrice'];
const OPTIONAL: MapKey[] = ['unit', 'category'];
const blankMap: MapForm = { code: '', description: '', unitPrice: '', unit: '', category: '' };

/** The remembered map, each name matched to the header's own spelling; names not in the file dropped. */
/**
 * The map to start from: the one remembered for the supplier where this file has its columns, and
 * for the rest the columns with their usual names ('Item Code', 'Price Excl VAT': issue 27 item 10).
 */
export function prefill(columns: string[], map: PriceColumnMap | null | undefined): MapForm {
  const find = (name: string | undefined) =>
    name ? (columns.find((column) => column.trim().toLowerCase() === name.trim().toLowerCase()) ?? '') : '';
  const usual = suggestPriceColumnMap(columns);
  const pick = (key: keyof PriceColumnMap) => find(map?.[key]) || usual[key] || '';
  return {
    code: pick('code'),
    description: pick('description'),
    unitPrice: pick('unitPrice'),
    unit: pick('unit'),
    category: pick('category'),
  };
}

const toMapping = (form: MapForm): PriceColumnMap => ({
  code: form.code,
  description: form.description,
  unitPrice: form.unitPrice,
  ...(form.unit ? { unit: form.unit } : {}),
  ...(form.category ? { category: form.category } : {}),
});

function ChangesTable({ changes }: { changes: PriceImportChange[] }) {
  const C = S.changeColumns;
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      role="region"
      aria-label={S.changesLabel}
      tabIndex={0}
      sx={{ maxHeight: 360, overflow: 'auto' }}
    >
      <Table size="small" stickyHeader aria-label={S.changesLabel}>
        <TableHead>
          <TableRow>
            <TableCell>{C.row}</TableCell>
            <TableCell>{C.code}</TableCell>
            <TableCell>{C.description}</TableCell>
            <TableCell>{C.action}</TableCell>
            <TableCell align="right">{C.price}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {changes.map((change) => (
            <TableRow key={change.row}>
              <TableCell>{change.row}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{change.code}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 140 }}>{change.description}</TableCell>
              <TableCell>{S.actions[change.action]}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {S.priceChange(
                  change.oldUnitPrice === null || change.oldUnitPrice === change.unitPrice
                    ? null
                    : formatZarExact(change.oldUnitPrice),
                  formatZarExact(change.unitPrice),
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function RowErrors({ errors }: { errors: { row: number; column: string; message: string }[] }) {
  if (errors.length === 0) return null;
  return (
    <Alert severity="error">
      <Typography sx={{ fontWeight: 600 }}>{S.rowErrorsHeading(errors.length)}</Typography>
      <Typography variant="body2">{S.rowErrorsNote}</Typography>
      <Box component="ul" sx={{ pl: 2, mb: 0, maxHeight: 200, overflow: 'auto' }}>
        {errors.map((error, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: one row can fail in several columns
          <li key={`${error.row}-${index}`}>{S.rowError(error.row, error.column, error.message)}</li>
        ))}
      </Box>
    </Alert>
  );
}

export function ImportPriceFileDialog({
  suppliers,
  defaultSupplierId,
  onClose,
  onDone,
}: {
  suppliers: Supplier[];
  defaultSupplierId: string;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const titleId = useId();
  const [step, setStep] = useState<StepKey>('file');
  const [supplierId, setSupplierId] = useState(defaultSupplierId || (suppliers[0]?.id ?? ''));
  const [file, setFile] = useState<File | null>(null);
  const [columns, setColumns] = useState<string[]>([]);
  const [map, setMap] = useState<MapForm>(blankMap);
  const [mapInvalid, setMapInvalid] = useState(false);
  const [preview, setPreview] = useState<PriceImportResult | null>(null);
  const importing = useImportPriceFile();
  const fileInput = useRef<HTMLInputElement>(null);
  const supplier = suppliers.find((s) => s.id === supplierId);

  const readColumns = () => {
    if (!file || !supplierId) return;
    importing.mutate(
      { supplierId, file },
      {
        onSuccess: (result) => {
          const names = [...new Set(result.columns.filter((column) => column.trim() !== ''))];
          setColumns(names);
          setMap(prefill(names, result.mapping ?? supplier?.columnMap));
          setMapInvalid(false);
          setStep('mapping');
        },
      },
    );
  };

  const previewWithMap = () => {
    if (!file || REQUIRED.some((key) => map[key] === '')) {
      setMapInvalid(true);
      return;
    }
    setMapInvalid(false);
    importing.mutate(
      { supplierId, file, mapping: toMapping(map) },
      {
        onSuccess: (result) => {
          setPreview(result);
          setStep('preview');
        },
      },
    );
  };

  const apply = (skipInvalid = false) => {
    if (!file || !preview) return;
    importing.mutate(
      {
        supplierId,
        file,
        mapping: toMapping(map),
        apply: { fingerprint: preview.fingerprint, skipInvalid },
      },
      {
        onSuccess: (result) =>
          onDone(
            result.skippedRows.length
              ? S.appliedSkipping(result.counts.add, result.counts.update, result.skippedRows)
              : S.applied(result.counts.add, result.counts.update),
          ),
      },
    );
  };
  // Rows that can be priced, beside rows that cannot ('POA'): they may go in without the others.
  const importable = preview ? preview.counts.add + preview.counts.update : 0;
  const problemRows = preview ? [...new Set(preview.errors.map((error) => error.row))] : [];

  const back = () => {
    importing.reset();
    setStep(step === 'preview' ? 'mapping' : 'file');
  };

  const rowErrors = importing.isError ? importRowErrors(importing.error) : [];
  const shownChanges = preview?.changes.filter((change) => change.action !== 'UNCHANGED') ?? [];

  const mapSelect = (key: MapKey) => (
    <TextField
      key={key}
      select
      fullWidth
      label={S.mapFields[key]}
      value={map[key]}
      required={REQUIRED.includes(key)}
      error={mapInvalid && REQUIRED.includes(key) && map[key] === ''}
      onChange={(event) => setMap((m) => ({ ...m, [key]: event.target.value }))}
      // An optional column left out reads "Not in the file" rather than an empty box.
      {...(OPTIONAL.includes(key)
        ? { slotProps: { select: { displayEmpty: true }, inputLabel: { shrink: true } } }
        : {})}
    >
      {OPTIONAL.includes(key) ? (
        <MenuItem value="">
          <em>{S.notInFile}</em>
        </MenuItem>
      ) : null}
      {columns.map((column) => (
        <MenuItem key={column} value={column}>
          {column}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{S.importTitle}</DialogTitle>
      <DialogContent>
        <Stepper activeStep={STEPS.indexOf(step)} sx={{ mb: 2 }} alternativeLabel>
          {S.importSteps.map((label) => (
            <Step key={label}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
        <Stack spacing={2}>
          {importing.isError ? (
            <Alert severity="error">{errorMessage(importing.error, S.importFailed)}</Alert>
          ) : null}
          <RowErrors errors={rowErrors} />
          {step === 'file' ? (
            <>
              <Typography color="text.secondary">{S.importIntro}</Typography>
              <TextField
                select
                fullWidth
                required
                label={S.fields.supplierId}
                value={supplierId}
                onChange={(event) => setSupplierId(event.target.value)}
              >
                {suppliers.map((s) => (
                  <MenuItem key={s.id} value={s.id}>
                    {s.name}
                  </MenuItem>
                ))}
              </TextField>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                <Button
                  variant="outlined"
                  startIcon={<UploadFileIcon />}
                  onClick={() => fileInput.current?.click()}
                >
                  {S.chooseFile}
                </Button>
                <input
                  ref={fileInput}
                  hidden
                  data-testid="price-file-input"
                  type="file"
                  aria-label={S.chooseFile}
                  accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  onChange={(event) => {
                    setFile(event.target.files?.[0] ?? null);
                    importing.reset();
                    event.target.value = '';
                  }}
                />
                <Typography sx={{ overflowWrap: 'anywhere' }}>
                  {file ? S.fileChosen(file.name) : S.noFile}
                </Typography>
              </Stack>
            </>
          ) : null}
          {step === 'mapping' ? (
            <>
              <Typography color="text.secondary">{S.mappingIntro}</Typography>
              {mapInvalid ? <Alert severity="warning">{S.mappingRequired}</Alert> : null}
              {[...REQUIRED, ...OPTIONAL].map(mapSelect)}
            </>
          ) : null}
          {step === 'preview' && preview ? (
            <>
              <Typography sx={{ fontWeight: 600 }}>
                {S.counts(preview.counts.add, preview.counts.update, preview.counts.unchanged)}
              </Typography>
              <RowErrors errors={importing.isError ? [] : preview.errors} />
              {shownChanges.length > 0 ? (
                <ChangesTable changes={shownChanges} />
              ) : (
                <Typography>{S.noChanges}</Typography>
              )}
            </>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        {step !== 'file' ? (
          <Button onClick={back} sx={{ mr: 'auto' }}>
            {S.back}
          </Button>
        ) : null}
        <Button onClick={onClose}>{S.cancel}</Button>
        {step === 'file' ? (
          <Button
            variant="contained"
            disabled={!file || !supplierId || importing.isPending}
            onClick={readColumns}
          >
            {S.next}
          </Button>
        ) : null}
        {step === 'mapping' ? (
          <Button variant="contained" disabled={importing.isPending} onClick={previewWithMap}>
            {S.preview}
          </Button>
        ) : null}
        {step === 'preview' && problemRows.length > 0 && importable > 0 ? (
          <Button variant="outlined" disabled={importing.isPending} onClick={() => apply(true)}>
            {S.applySkipping(importable, problemRows.length)}
          </Button>
        ) : null}
        {step === 'preview' ? (
          <Button
            variant="contained"
            disabled={importing.isPending || !preview || preview.errors.length > 0}
            onClick={() => apply()}
          >
            {S.apply}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
