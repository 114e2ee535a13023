/**
 * Weekly Plan (spec §2, §5, §9): five day cards Monday to Friday from the chosen week, shareable by
 * link, exportable as .ics; one's own plan can be edited, saved, reset and subscribed to.
 */
import { defaultWeekTemplate, type WeeklyPlanResponse } from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import { useMemo } from 'react';
import { PageHeader } from '@/components/page-header';
import { SectionSpinner } from '@/components/section-spinner';
import { useAuth } from '@/lib/session/use-auth';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { usePageTitle } from '@/lib/use-page-title';
import { useAppointments } from '../api/get-appointments';
import { useWeeklyPlan } from '../api/get-weekly-plan';
import { usePlanParams } from '../hooks/use-plan-params';
import { WEEKLY_PLAN_STRINGS as S } from '../strings';
import { PlanEditor } from './plan-editor';
import { PlanToolbar } from './plan-toolbar';
import { SubscriptionPanel } from './subscription-panel';
import { TemplatesPanel } from './templates-panel';

function sourceNote(plan: WeeklyPlanResponse): string {
  if (plan.source === 'own') return plan.customised ? S.sourceOwnSaved : S.sourceOwnTemplate;
  return plan.source === 'colleague' ? S.sourceColleague(plan.name) : S.sourceTemplate(plan.name);
}

export default function WeeklyPlanPage() {
  usePageTitle('Weekly Plan');
  const { user } = useAuth();
  const fullName = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  const params = usePlanParams(fullName);
  const queriedName = useDebouncedValue(params.name, 300);
  const plan = useWeeklyPlan(queriedName);
  const own = plan.data?.source === 'own';
  const appointments = useAppointments(params.start, own);
  const fallback = useMemo(() => defaultWeekTemplate(), []);

  return (
    <>
      <PageHeader title={S.title} subtitle={S.subtitle} />
      <PlanToolbar
        name={params.name}
        start={params.start}
        onNameChange={params.setName}
        onStartChange={params.setStart}
        onUpdateShareUrl={params.updateShareUrl}
      />
      {plan.isPending ? (
        <SectionSpinner label={S.loading} />
      ) : (
        <>
          <Alert severity={plan.data ? 'info' : 'warning'} sx={{ mb: 2 }}>
            {plan.data ? sourceNote(plan.data) : S.loadFailed}
          </Alert>
          <PlanEditor
            key={`${plan.data?.source}:${plan.data?.name}`}
            template={plan.data?.template ?? fallback}
            start={params.start}
            editable={plan.data?.editable ?? false}
            customised={plan.data?.customised ?? false}
            appointments={own ? appointments.data : undefined}
          />
          {own ? <SubscriptionPanel /> : null}
          <TemplatesPanel />
        </>
      )}
    </>
  );
}
