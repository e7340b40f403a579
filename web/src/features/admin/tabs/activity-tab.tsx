import { TabHeading } from '../kit/tab-heading';

// Filled in by the work on decision 022.
export function ActivityTab() {
  return <TabHeading title="Activity" />;
}
