import { UnavailablePage } from '@/components/unavailable-page';

export default function WeeklyPlanPage() {
  return (
    <UnavailablePage title="Weekly Plan" subtitle="Plan the working week and export it to a calendar." />
  );
}
