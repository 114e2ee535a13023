/**
 * Use a template on one day while editing: one of the spec's weekday templates or a crew template,
 * replacing the day's blocks or added to them, checked like any other change to the day.
 */
import {
  blockTimeRange,
  DEFAULT_WEEK_TEMPLATE,
  type PlanBlock,
  templateBlocks,
  validateDay,
  WEEKDAYS,
  type Weekday,
} from '@firebreak/shared';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { FormDialog } from '@/components/form-dialog/form-dialog';
import { useCrewTemplates } from '../api/get-crew-templates';
import { WEEKLY_PLAN_STRINGS as S } from '../strings';

type Props = {
  weekday: Weekday;
  dayBlocks: readonly PlanBlock[];
  onApply: (blocks: PlanBlock[]) => void;
  onClose: () => void;
};

export function ApplyTemplateDialog({ weekday, dayBlocks, onApply, onClose }: Props) {
  const titleId = useId();
  const modeId = useId();
  const crew = useCrewTemplates();
  const [choice, setChoice] = useState<string>(`spec:${weekday}`);
  const [mode, setMode] = useState<'replace' | 'add'>('replace');
  const [problem, setProblem] = useState<string | null>(null);

  const chosen = choice.startsWith('crew:')
    ? crew.data?.find((t) => `crew:${t.id}` === choice)?.blocks
    : DEFAULT_WEEK_TEMPLATE[choice.slice('spec:'.length) as Weekday];
  const preview = (chosen ?? []).map((b, i) => ({ ...b, id: `preview-${i}` }));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) return;
    const added = templateBlocks(chosen, () => crypto.randomUUID());
    const blocks = mode === 'replace' ? added : [...dayBlocks, ...added];
    const found = validateDay(weekday, blocks);
    if (found) return setProblem(found.replace(`${weekday}: `, ''));
    onApply(blocks);
  }

  return (
    <FormDialog
      title={S.applyTemplateTitle(weekday)}
      titleId={titleId}
      onClose={onClose}
      onSubmit={handleSubmit}
      busy={false}
      saveDisabled={!chosen}
      error={problem}
      maxWidth="xs"
      saveLabel={S.apply}
      cancelLabel={S.cancel}
    >
      <TextField
        select
        label={S.templateChoice}
        value={choice}
        onChange={(e) => {
          setChoice(e.target.value);
          setProblem(null);
        }}
      >
        <ListSubheader>{S.standardTemplates}</ListSubheader>
        {WEEKDAYS.map((day) => (
          <MenuItem key={day} value={`spec:${day}`}>
            {S.standardTemplateName(day)}
          </MenuItem>
        ))}
        <ListSubheader>{S.crewTemplates}</ListSubheader>
        {(crew.data ?? []).map((t) => (
          <MenuItem key={t.id} value={`crew:${t.id}`}>
            {t.name}
          </MenuItem>
        ))}
        {crew.data?.length === 0 ? (
          <MenuItem disabled value="">
            {S.noCrewTemplates}
          </MenuItem>
        ) : null}
      </TextField>
      <List dense aria-label={S.templatePreview} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {preview.map((b) => (
          <ListItem key={b.id}>
            <ListItemText primary={b.title} secondary={blockTimeRange(b)} />
          </ListItem>
        ))}
      </List>
      <div>
        <FormLabel id={modeId}>{S.templateMode}</FormLabel>
        <RadioGroup
          aria-labelledby={modeId}
          value={mode}
          onChange={(e) => setMode(e.target.value as 'replace' | 'add')}
        >
          <FormControlLabel value="replace" control={<Radio />} label={S.templateReplace(weekday)} />
          <FormControlLabel value="add" control={<Radio />} label={S.templateAdd(weekday)} />
        </RadioGroup>
      </div>
    </FormDialog>
  );
}
