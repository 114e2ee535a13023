/**
 * The PDF Processing tab (§2 PDF Processing Workflow, §4 Wizard): a vertical four-step wizard, with
 * 'Stats' and 'New Document' in its header. Long runs answer 202 and are followed live.
 */
import { PROCESSING_STEPS } from '@firebreak/shared';
import BarChartIcon from '@mui/icons-material/BarChart';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useCancelJob } from '../api/cancel-job';
import { isJobActive, useProcessingJob } from '../api/get-job';
import { useProcessingStats } from '../api/get-stats';
import { useResumeJob } from '../hooks/use-resume-job';
import { useWizardActions } from '../hooks/use-wizard-actions';
import { PROCESSING_STRINGS as S } from '../strings';
import { resetWizard, setWizard, useWizard } from '../wizard-store';
import { AnalysisPanel } from './analysis-panel';
import { DropZone } from './drop-zone';
import { JobProgress } from './job-progress';
import { OptionsForm } from './options-form';
import { ResultsPanel } from './results/results-panel';
import { StatsDialog } from './stats-dialog';

export function PdfProcessing() {
  const wizard = useWizard();
  const actions = useWizardActions();
  const stats = useProcessingStats();
  const jobQuery = useProcessingJob(wizard.job?.id ?? null);
  const cancel = useCancelJob();
  const [statsOpen, setStatsOpen] = useState(false);
  const { settleJob } = actions;
  useResumeJob();

  const job = jobQuery.data && jobQuery.data.id === wizard.job?.id ? jobQuery.data : undefined;
  useEffect(() => {
    if (job && !isJobActive(job)) settleJob(job);
  }, [job, settleJob]);

  const scanning = wizard.sending === 'scan' || Boolean(wizard.job?.quickScan);
  const processing = wizard.sending === 'process' || Boolean(wizard.job && !wizard.job.quickScan);
  const progress = wizard.job ? (
    <JobProgress
      job={job}
      cancelling={cancel.isPending}
      onCancel={() => wizard.job && cancel.mutate(wizard.job.id, { onSuccess: settleJob })}
    />
  ) : null;

  const messages = (
    <>
      {wizard.error ? (
        <Alert severity="error" sx={{ my: 1 }}>
          {wizard.error.message}
          {wizard.error.detail && wizard.error.detail !== wizard.error.message ? (
            <Typography variant="body2">{wizard.error.detail}</Typography>
          ) : null}
        </Alert>
      ) : null}
      {wizard.notice ? (
        <Alert severity="info" sx={{ my: 1 }} onClose={() => setWizard({ notice: null })}>
          {wizard.notice}
        </Alert>
      ) : null}
    </>
  );

  const content = [
    <DropZone key="upload" disabled={scanning} onFiles={(files) => void actions.acceptFiles(files)} />,
    <Box key="scan">
      {wizard.fileName ? <Typography sx={{ overflowWrap: 'anywhere' }}>{wizard.fileName}</Typography> : null}
      {wizard.sending === 'scan' ? (
        <>
          <Typography variant="body2" color="text.secondary">
            {S.scanning}
          </Typography>
          <LinearProgress aria-label={S.scanning} sx={{ my: 2 }} />
        </>
      ) : null}
      {wizard.job?.quickScan ? progress : null}
      {/* A failed scan: another file can be chosen straight away. */}
      {wizard.error && !scanning ? (
        <DropZone disabled={false} onFiles={(files) => void actions.acceptFiles(files)} />
      ) : null}
    </Box>,
    <Box key="options">
      {wizard.analysis ? <AnalysisPanel analysis={wizard.analysis} /> : null}
      {wizard.fileName ? (
        <Typography sx={{ overflowWrap: 'anywhere', mb: 1 }}>{wizard.fileName}</Typography>
      ) : null}
      <OptionsForm busy={processing} onProcess={() => void actions.process()} />
      {wizard.sending === 'process' ? <LinearProgress aria-label={S.processing} sx={{ my: 2 }} /> : null}
      {wizard.job && !wizard.job.quickScan ? progress : null}
    </Box>,
    wizard.result ? <ResultsPanel key="results" result={wizard.result} /> : null,
  ];

  return (
    <Box sx={{ minWidth: 0 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 2 }}
      >
        <Typography variant="h6" component="h2">
          {S.title}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" startIcon={<BarChartIcon />} onClick={() => setStatsOpen(true)}>
            {S.stats}
          </Button>
          <Button variant="outlined" startIcon={<NoteAddIcon />} onClick={resetWizard}>
            {S.newDocument}
          </Button>
        </Stack>
      </Stack>
      <Stepper activeStep={wizard.step} orientation="vertical" aria-label={S.stepsLabel}>
        {PROCESSING_STEPS.map((label, index) => (
          <Step key={label} completed={index < wizard.step}>
            <StepLabel>{label}</StepLabel>
            <StepContent slotProps={{ transition: { unmountOnExit: true } }} sx={{ pr: 0 }}>
              {/* Only the current step's content: a step closing (collapse) must not repeat its figures. */}
              {index === wizard.step ? (
                <>
                  {messages}
                  {content[index]}
                </>
              ) : null}
            </StepContent>
          </Step>
        ))}
      </Stepper>
      {statsOpen ? <StatsDialog stats={stats.data} onClose={() => setStatsOpen(false)} /> : null}
    </Box>
  );
}
