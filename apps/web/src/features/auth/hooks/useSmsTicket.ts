import { useCallback, useRef } from 'react';
import type { SmsScene } from '@portal/shared';

/** A ticket is valid 10 minutes on the server; it is reused for 9, then the code is checked again. */
const TICKET_REUSE_MS = 9 * 60 * 1000;

interface Held {
  phone: string;
  code: string;
  scene: SmsScene;
  ticket: string;
  at: number;
}

/**
 * validateSms consumes the SMS code and answers a ticket. When the next call fails (account taken,
 * weak password) the user corrects the form and submits again: the same phone and code reuse the
 * ticket instead of asking the server to check a code it has already used.
 */
export function useSmsTicket() {
  const held = useRef<Held | null>(null);

  const ticketFor = useCallback(
    async (
      phone: string,
      code: string,
      scene: SmsScene,
      validate: (phone: string, code: string, scene: SmsScene) => Promise<string>,
    ): Promise<string> => {
      const h = held.current;
      if (h && h.phone === phone && h.code === code && h.scene === scene && Date.now() - h.at < TICKET_REUSE_MS) {
        return h.ticket;
      }
      const ticket = await validate(phone, code, scene);
      held.current = { phone, code, scene, ticket, at: Date.now() };
      return ticket;
    },
    [],
  );

  const clear = useCallback(() => {
    held.current = null;
  }, []);

  return { ticketFor, clear };
}
