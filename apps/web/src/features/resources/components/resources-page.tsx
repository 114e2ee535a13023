import { UnavailablePage } from '@/components/unavailable-page';

export default function ResourcesPage() {
  return (
    <UnavailablePage title="Resource Management" subtitle="Personnel, equipment, vehicles and inventory." />
  );
}
