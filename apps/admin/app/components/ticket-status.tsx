import type { TicketStatus } from '@shop/contracts/aftersales';
import { useT } from '../i18n/i18n';
import { Badge, type BadgeTone } from './ui';

const TONE: Record<TicketStatus, BadgeTone> = {
  received: 'grey',
  diagnosing: 'blue',
  waiting_for_parts: 'amber',
  repairing: 'violet',
  ready_for_pickup: 'green',
  collected: 'grey',
  cancelled: 'red',
};

/** A repair ticket's status in words (colour besides, never alone). */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const t = useT();
  return <Badge tone={TONE[status]}>{t(`ticketStatus.${status}`)}</Badge>;
}
