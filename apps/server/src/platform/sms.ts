/**
 * SMS goes through a provider interface. The default provider writes each message to the sms_outbox table and
 * the log; a deployment plugs in its carrier's provider instead. The dev module's /japi/dev/sms-outbox reads the
 * outbox (DEV_SMS_OUTBOX=on only), so tests and demos can read the codes.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { insertOutboxMessage, latestOutboxMessage, type OutboxMessage } from './repo.ts';

export type SmsMessage = OutboxMessage;

export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

export class OutboxSmsProvider implements SmsProvider {
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    await insertOutboxMessage(this.db, message);
    // The code is not logged: logs travel further than the outbox table.
    this.log.info({ phone: message.phone.replace(/\d(?=\d{4})/g, '*') }, 'sms queued to outbox');
  }
}

/** The latest message the outbox provider wrote for a phone. */
export function latestOutboxSms(db: Db, phone: string) {
  return latestOutboxMessage(db, phone);
}
