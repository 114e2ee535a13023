import { UnavailablePage } from '@/components/unavailable-page';

export default function QuotingPage() {
  return <UnavailablePage title="Quoting" subtitle="Quick quotes, bills of quantities and quote history." />;
}
