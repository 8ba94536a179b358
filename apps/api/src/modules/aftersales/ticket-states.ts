import type { TicketStatus } from '@shop/contracts';

/**
 * The state machine of a repair ticket: which status may follow which. The back office's moves go
 * through `ticketMovesFrom` (and show its answer as the buttons), so no code path can, say, hand
 * back a cancelled ticket or reopen a collected one. A diagnosis may end in a repair, a wait for
 * parts, a device ready at once (nothing to repair, or not repairable) or a declined quote.
 */
const TICKET_MOVES: Readonly<Record<TicketStatus, readonly TicketStatus[]>> = {
  received: ['diagnosing', 'cancelled'],
  diagnosing: ['waiting_for_parts', 'repairing', 'ready_for_pickup', 'cancelled'],
  waiting_for_parts: ['repairing', 'cancelled'],
  repairing: ['ready_for_pickup', 'waiting_for_parts'],
  ready_for_pickup: ['collected'],
  collected: [],
  cancelled: [],
};

/** The statuses a ticket may move to from `from`. */
export const ticketMovesFrom = (from: TicketStatus): readonly TicketStatus[] => TICKET_MOVES[from];
