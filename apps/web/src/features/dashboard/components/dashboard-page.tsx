import { UnavailablePage } from '@/components/unavailable-page';

export default function DashboardPage() {
  return (
    <UnavailablePage
      title="Dashboard"
      subtitle="Live project metrics, critical alerts and new projects at a glance."
    />
  );
}
