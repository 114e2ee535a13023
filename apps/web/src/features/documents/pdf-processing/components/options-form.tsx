/** Step 2 (§3 processing options, §4): four switches, Max Pages (empty = all) and 'Process'. */
import { PROCESSING_LIMITS, PROCESSING_MESSAGES, type ProcessingOptions } from '@firebreak/shared';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { PROCESSING_STRINGS as S } from '../strings';
import { setWizard, useWizard } from '../wizard-store';

type SwitchKey = 'useOCR' | 'enhanceImages' | 'extractMetadata' | 'generateSummary';
const SWITCHES: [SwitchKey, string][] = [
  ['useOCR', S.useOCR],
  ['enhanceImages', S.enhanceImages],
  ['extractMetadata', S.extractMetadata],
  ['generateSummary', S.generateSummary],
];

/** Empty means all pages; otherwise a whole number of at least 1. Undefined when invalid. */
export function parseMaxPages(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value >= 1 && value <= PROCESSING_LIMITS.maxPagesCeiling ? value : undefined;
}

export function OptionsForm({ busy, onProcess }: { busy: boolean; onProcess: () => void }) {
  const { options, maxPagesText, file } = useWizard();
  const maxPages = parseMaxPages(maxPagesText);
  const setOption = (key: SwitchKey, value: boolean) => {
    const next: ProcessingOptions = { ...options, [key]: value };
    setWizard({ options: next });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (maxPages !== undefined && !busy) onProcess();
      }}
    >
      <FormGroup>
        {SWITCHES.map(([key, label]) => (
          <FormControlLabel
            key={key}
            label={label}
            disabled={busy || (key === 'enhanceImages' && !options.useOCR)}
            control={
              <Switch checked={options[key]} onChange={(event) => setOption(key, event.target.checked)} />
            }
          />
        ))}
      </FormGroup>
      <TextField
        label={S.maxPages}
        value={maxPagesText}
        onChange={(event) => {
          const text = event.target.value;
          const parsed = parseMaxPages(text);
          setWizard({
            maxPagesText: text,
            ...(parsed !== undefined ? { options: { ...options, maxPages: parsed } } : {}),
          });
        }}
        error={maxPages === undefined}
        helperText={maxPages === undefined ? PROCESSING_MESSAGES.maxPages : S.maxPagesHelp}
        disabled={busy}
        size="small"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ mt: 2, display: 'block', maxWidth: 240 }}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={busy || !file || maxPages === undefined}
        sx={{ mt: 2 }}
      >
        {busy ? S.processing : S.process}
      </Button>
    </form>
  );
}
