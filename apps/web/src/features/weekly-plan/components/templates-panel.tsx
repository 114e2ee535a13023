/**
 * The block templates: the spec's fixed weekday templates (§9) and, next to them, the company's own
 * crew templates, which ADMIN and PROJECT_MANAGER create, change and delete (docs/decisions/0061).
 */
import { type CrewTemplate, can, DEFAULT_WEEK_TEMPLATE, WEEKDAYS } from '@firebreak/shared';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { RowActions } from '@/components/admin-list/row-actions';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { errorMessage } from '@/lib/api-error';
import { useAuth } from '@/lib/session/use-auth';
import { useCrewTemplates } from '../api/get-crew-templates';
import { useDeleteCrewTemplate } from '../api/save-crew-template';
import { templateSummary } from '../lib/template-summary';
import { WEEKLY_PLAN_STRINGS as S } from '../strings';
import { CrewTemplateDialog } from './crew-template-dialog';

export function TemplatesPanel() {
  const headingId = useId();
  const { user } = useAuth();
  const mayManage = can(user?.role, 'weekly-plan.templates');
  const templates = useCrewTemplates();
  const remove = useDeleteCrewTemplate();
  const [editing, setEditing] = useState<CrewTemplate | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CrewTemplate | null>(null);
  const [feedback, setFeedback] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  async function handleDelete(template: CrewTemplate) {
    setDeleting(null);
    try {
      await remove.mutateAsync(template.id);
      setFeedback({ severity: 'success', text: S.templateDeleted(template.name) });
    } catch (error) {
      setFeedback({ severity: 'error', text: errorMessage(error, S.templateSaveFailed) });
    }
  }

  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined" sx={{ mt: 3 }}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2">
          {S.templatesTitle}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {S.templatesIntro}
        </Typography>
        {feedback ? (
          <Alert severity={feedback.severity} sx={{ mb: 2 }} onClose={() => setFeedback(null)}>
            {feedback.text}
          </Alert>
        ) : null}
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="subtitle1" component="h3">
              {S.standardTemplates}
            </Typography>
            <List dense aria-label={S.standardTemplates}>
              {WEEKDAYS.map((day) => (
                <ListItem key={day} disableGutters>
                  <ListItemText
                    primary={S.standardTemplateName(day)}
                    secondary={templateSummary(DEFAULT_WEEK_TEMPLATE[day])}
                  />
                </ListItem>
              ))}
            </List>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="subtitle1" component="h3">
                {S.crewTemplates}
              </Typography>
              {mayManage ? (
                <Button size="small" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
                  {S.crewTemplateNew}
                </Button>
              ) : null}
            </Stack>
            {templates.isError ? (
              <Alert severity="warning">{S.templatesLoadFailed}</Alert>
            ) : templates.data?.length === 0 ? (
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {mayManage ? S.noCrewTemplatesManager : S.noCrewTemplates}
              </Typography>
            ) : (
              <List dense aria-label={S.crewTemplates}>
                {(templates.data ?? []).map((template) => (
                  <ListItem key={template.id} disableGutters sx={{ flexWrap: 'wrap', columnGap: 1 }}>
                    <ListItemText
                      primary={template.name}
                      secondary={`${templateSummary(template.blocks)}: ${template.blocks.map((b) => b.title).join(', ')}`}
                      sx={{ flex: '1 1 14rem', overflowWrap: 'anywhere' }}
                    />
                    {mayManage ? (
                      <RowActions
                        wrap={false}
                        actions={[
                          {
                            label: S.editLabel,
                            ariaLabel: S.editTemplate(template.name),
                            onClick: () => setEditing(template),
                          },
                          {
                            label: S.deleteLabel,
                            ariaLabel: S.deleteTemplate(template.name),
                            color: 'warning',
                            onClick: () => setDeleting(template),
                          },
                        ]}
                      />
                    ) : null}
                  </ListItem>
                ))}
              </List>
            )}
          </Grid>
        </Grid>
      </CardContent>
      {editing ? (
        <CrewTemplateDialog
          template={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(name) => {
            setEditing(null);
            setFeedback({ severity: 'success', text: S.templateSaved(name) });
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        text={deleting ? S.deleteTemplateConfirm(deleting.name) : ''}
        confirmLabel={S.deleteLabel}
        keepLabel={S.cancel}
        tone="warning"
        onConfirm={() => deleting && handleDelete(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
}
