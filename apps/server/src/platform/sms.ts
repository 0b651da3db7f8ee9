/**
 * SMS goes through a provider interface. The default provider writes each message to the sms_outbox table and
 * the log; a deployment plugs in its carrier's provider instead. /japi/dev/sms-outbox reads the outbox outside
 * production, so tests and demos can read the codes.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { smsOutbox } from '../db/schema.ts';

export interface SmsMessage {
  phone: string;
  code: string;
  content: string;
}

export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

export class OutboxSmsProvider implements SmsProvider {
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    await this.db.insert(smsOutbox).values(message);
    // The code is not logged: logs travel further than the outbox table.
    this.log.info({ phone: message.phone.replace(/\d(?=\d{4})/g, '*') }, 'sms queued to outbox');
  }
}
