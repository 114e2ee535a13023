import { UnavailablePage } from '@/components/unavailable-page';

export default function ProjectDashboardPage() {
  return (
    <UnavailablePage title="Project Dashboard" subtitle="Progress, budget and health of a single project." />
  );
}
