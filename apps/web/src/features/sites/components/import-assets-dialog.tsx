/**
 * Import assets from CSV: a file or pasted text, sent as { csv }. The server takes every row or none;
 * when rows fail, its list (row, column, message) is shown here and nothing has been written.
 */
import { ASSET_CSV_TEMPLATE, ASSET_IMPORT_LIMITS, type AssetType } from '@firebreak/shared';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { FormDialog } from '@/components/form-dialog/form-dialog';
import { errorMessage } from '@/lib/api-error';
import { saveFile } from '@/lib/save-file';
import { importRowErrors, useImportAssets } from '../api/import-assets';
import { S } from '../strings';

export function ImportAssetsDialog({
  siteId,
  types,
  onClose,
  onImported,
}: {
  siteId: string;
  /** The catalogue, listed so the type column can be filled in. */
  types: readonly AssetType[];
  onClose: () => void;
  onImported: (text: string) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [pasted, setPasted] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const importing = useImportAssets();
  const rows = importing.isError ? importRowErrors(importing.error) : [];

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setProblem(null);
    importing.reset();
    if (file && file.size > ASSET_IMPORT_LIMITS.maxChars) return setProblem(S.fileTooLarge);
    const csv = file ? await file.text() : pasted;
    if (csv.trim() === '') return setProblem(S.nothingToImport);
    if (csv.length > ASSET_IMPORT_LIMITS.maxChars) return setProblem(S.fileTooLarge);
    importing.mutate({ siteId, csv }, { onSuccess: (result) => onImported(S.imported(result.created)) });
  };

  return (
    <FormDialog
      title={S.importTitle}
      titleId="import-assets-title"
      onClose={onClose}
      onSubmit={submit}
      busy={importing.isPending}
      maxWidth="md"
      saveLabel={importing.isPending ? S.importing : S.importButton}
      cancelLabel={S.cancel}
    >
      <DialogContentText>{S.importHelp}</DialogContentText>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => fileInput.current?.click()}>
          {S.chooseFile}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".csv,text/csv"
          hidden
          aria-label={S.chooseFile}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            event.target.value = '';
            importing.reset();
          }}
        />
        <Button
          startIcon={<DownloadIcon />}
          onClick={() =>
            saveFile(
              new Blob([ASSET_CSV_TEMPLATE], { type: 'text/csv;charset=utf-8' }),
              'assets-template.csv',
            )
          }
        >
          {S.downloadTemplate}
        </Button>
      </Stack>
      <Box component="details" sx={{ typography: 'body2' }}>
        <Box component="summary" sx={{ cursor: 'pointer' }}>
          {S.typesSummary}
        </Box>
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5, columns: { sm: 2 }, overflowWrap: 'anywhere' }}>
          {types.map((type) => (
            <li key={type.key}>
              <Box component="code" sx={{ fontSize: '0.85em' }}>
                {type.key}
              </Box>{' '}
              {type.label}
            </li>
          ))}
        </Box>
      </Box>
      {file ? <Typography variant="body2">{S.chosenFile(file.name)}</Typography> : null}
      <TextField
        label={S.pasteLabel}
        value={pasted}
        onChange={(event) => setPasted(event.target.value)}
        multiline
        minRows={4}
        maxRows={12}
        disabled={file !== null}
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
      />
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      {importing.isError ? (
        <Alert severity="error">
          {errorMessage(importing.error, 'Could not import the file')}
          {rows.length > 0 ? (
            <>
              <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
                {S.rowErrorsTitle}
              </Typography>
              <Box
                component="ul"
                aria-label={S.rowErrorsTitle}
                sx={{ m: 0, pl: 2.5, overflowWrap: 'anywhere' }}
              >
                {rows.map((row) => (
                  <li key={`${row.row}-${row.field}-${row.message}`}>
                    {S.rowError(row.row, row.field, row.message)}
                  </li>
                ))}
              </Box>
            </>
          ) : null}
        </Alert>
      ) : null}
    </FormDialog>
  );
}
