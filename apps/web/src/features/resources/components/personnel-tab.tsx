import type { RawPersonnelInput, RawScheduleInput } from '@firebreak/shared';
import {
  DEFAULT_WORKING_HOURS,
  PERSONNEL_STATUSES,
  type Personnel,
  personnelInputSchema,
  scheduleInputSchema,
} from '@firebreak/shared';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ProjectPicker } from '@/components/project-picker/project-picker';
import { useCan } from '@/lib/session/use-can';
import type { usePersonnelMutations } from '../api/personnel';
import { S } from '../strings';
import { matches, type OpenDialog } from './dialogs';
import { PersonRecordDialog } from './person-record-dialog';
import { ResourceCard } from './resource-card';

const fields = [
  { name: 'name', label: 'Name' },
  { name: 'role', label: 'Role' },
  { name: 'status', label: 'Status', options: PERSONNEL_STATUSES },
  { name: 'skills', label: 'Skills', type: 'list' as const },
  { name: 'workStart', label: 'Start of work', type: 'time' as const },
  { name: 'workEnd', label: 'End of work', type: 'time' as const },
];

type PersonnelMutations = ReturnType<typeof usePersonnelMutations>;

export const addPersonnel = (open: OpenDialog, mutations: PersonnelMutations) =>
  open({
    title: S.addPersonnel,
    fields,
    initial: { status: 'Available', ...DEFAULT_WORKING_HOURS },
    schema: personnelInputSchema,
    submit: (values) => mutations.create.mutateAsync(values as RawPersonnelInput),
  });

export function PersonnelTab({
  items,
  search,
  open,
  mutations,
}: {
  items: Personnel[];
  search: string;
  open: OpenDialog;
  mutations: PersonnelMutations;
}) {
  const can = useCan();
  const [record, setRecord] = useState<Personnel | null>(null);
  const shown = items.filter((p) => matches(search, p.name, p.role, p.status, ...p.skills));
  if (shown.length === 0) return <Typography>{S.none}</Typography>;
  const cards = shown.map((p) => (
    <ResourceCard
      key={p.id}
      title={p.name}
      subtitle={p.userId ? `${p.role} · ${S.hasSignIn}` : p.role}
      status={p.status}
      actions={
        <>
          {can('registrations.read') ? (
            <Button size="small" onClick={() => setRecord(p)} aria-label={`${S.record}: ${p.name}`}>
              {S.record}
            </Button>
          ) : null}
          {can('resources.schedule') ? (
            <Button
              size="small"
              onClick={() =>
                open({
                  title: `${S.schedule}: ${p.name}`,
                  fields: [
                    { name: 'startDate', label: 'Start date', type: 'date' },
                    { name: 'endDate', label: 'End date', type: 'date' },
                  ],
                  initial: { projectId: '' },
                  schema: scheduleInputSchema,
                  submit: (values) =>
                    mutations.schedule.mutateAsync({ id: p.id, input: values as RawScheduleInput }),
                  extra: (values, set) => (
                    <ProjectPicker
                      label="Project"
                      required
                      value={
                        values.projectId
                          ? { id: values.projectId, title: values.projectTitle ?? '', clientName: '' }
                          : null
                      }
                      onChange={(project) => {
                        set('projectId', project?.id ?? '');
                        set('projectTitle', project?.title ?? '');
                      }}
                    />
                  ),
                })
              }
            >
              {S.schedule}
            </Button>
          ) : null}
          {can('resources.manage') ? (
            <Button
              size="small"
              onClick={() =>
                open({
                  title: `${S.edit}: ${p.name}`,
                  fields,
                  initial: p,
                  schema: personnelInputSchema,
                  submit: (values) =>
                    mutations.update.mutateAsync({ id: p.id, input: values as RawPersonnelInput }),
                })
              }
            >
              {S.edit}
            </Button>
          ) : null}
        </>
      }
    >
      <Typography variant="body2">
        {S.activeProjects}: {p.projects}
      </Typography>
      <Typography variant="body2">
        {S.workingHours}: {p.workStart}–{p.workEnd}
      </Typography>
      {p.skills.length > 0 ? (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }} role="list" aria-label={S.skills}>
          {p.skills.map((skill) => (
            <Chip key={skill} label={skill} size="small" variant="outlined" role="listitem" />
          ))}
        </Stack>
      ) : null}
    </ResourceCard>
  ));
  return (
    <>
      {cards}
      {record ? <PersonRecordDialog person={record} onClose={() => setRecord(null)} /> : null}
    </>
  );
}
